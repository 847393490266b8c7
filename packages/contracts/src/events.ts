import { z } from "zod";

import { themeSchema } from "./theme.ts";
import { trackUsageResponseSchema } from "./usage.ts";

/**
 * What `GET /api/events` (Server-Sent Events) sends a signed-in member about their own account.
 * The SSE event name is the `type`; its data is the JSON of `data`.
 */
export const userEventSchema = z.discriminatedUnion("type", [
  /** A copy or save was credited; `data` is the track-usage answer. */
  z.object({ type: z.literal("usage"), data: trackUsageResponseSchema }),
  /** The account lost its access (an admin marked it refunded); its sessions are already ended. */
  z.object({ type: z.literal("access"), data: z.object({ status: z.literal("refunded") }) }),
  /** The team answered, closed or reopened one of the member's support tickets. */
  z.object({ type: z.literal("support"), data: z.object({ ticketId: z.string() }) }),
]);
export type UserEvent = z.infer<typeof userEventSchema>;

/**
 * What `GET /api/events` sends every open stream, signed in or not: changes to what the whole
 * site shows. Visitors' streams carry only these.
 */
export const broadcastEventSchema = z.discriminatedUnion("type", [
  /** The shared theme was saved, changed or reset; `data` is the theme as `GET /api/theme` answers. */
  z.object({ type: z.literal("theme"), data: themeSchema }),
  /** An admin changed the Prompt Studio's option sets or featured presets: open studios read them again. */
  z.object({ type: z.literal("studio"), data: z.object({ changed: z.enum(["options", "presets"]) }) }),
]);
export type BroadcastEvent = z.infer<typeof broadcastEventSchema>;
