import { z } from "zod";

/** Every list endpoint answers `{ items, nextCursor, total }`; pass `nextCursor` back as `cursor`. */
export const listResponseSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number().int() });

export type ListResponse<Item> = { items: Item[]; nextCursor: string | null; total: number };

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50).meta({ description: "How many items a page holds." }),
  cursor: z
    .string()
    .max(200)
    .optional()
    .meta({ description: "The `nextCursor` of the previous page; leave it out for the first page." }),
});
