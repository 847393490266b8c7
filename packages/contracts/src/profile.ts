import { z } from "zod";

export const profileSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  isAdmin: z.boolean(),
  isPaid: z.boolean(),
  refunded: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: profileSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;
