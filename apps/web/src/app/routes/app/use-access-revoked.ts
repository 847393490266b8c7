import { useState } from "react";

import { authClient } from "../../../entities/session/auth-client.ts";
import { useServerEvent } from "../../../lib/use-server-event.ts";

/**
 * True once the server says this account lost its access while a page is open (an admin marked
 * it refunded). Its sessions are already ended on the server; the browser drops its cookie too.
 */
export const useAccessRevoked = () => {
  const [isRevoked, setRevoked] = useState(false);
  useServerEvent("access", () => {
    setRevoked(true);
    void authClient.signOut().catch(() => undefined);
  });
  return isRevoked;
};
