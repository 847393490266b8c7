import type { contactMessageResponseSchema, contactMessageSchema } from "@promptloom/contracts/support";
import type { z } from "zod";

import { apiRequest } from "../../../lib/api-client.ts";

/** Sends a contact-form message; the server stores it and e-mails the support team. */
export const sendContactMessage = (message: z.output<typeof contactMessageSchema>) =>
  apiRequest<z.infer<typeof contactMessageResponseSchema>>("/api/support/messages", { body: message });
