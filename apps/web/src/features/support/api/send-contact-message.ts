import type { ContactMessageInput } from "@promptloom/contracts/support";

import { api, unwrap } from "../../../lib/api-client.ts";

/** Sends a contact-form message; the server stores it and e-mails the support team. */
export const sendContactMessage = (message: ContactMessageInput) =>
  unwrap(api.support.messages.$post({ json: message }));
