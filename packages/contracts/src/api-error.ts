import { z } from "zod";

export const errorCodeSchema = z.enum([
  "bad_request",
  "validation_error",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "quota_exceeded",
  "internal_error",
  "service_unavailable",
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every non-2xx JSON response from /api has this shape. */
export const apiErrorSchema = z.object({
  error: z.object({ code: errorCodeSchema, message: z.string() }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
