import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { authClient } from "../../../entities/session/auth-client.ts";
import { subscriptionQueryKey } from "../../../features/billing/api/check-subscription.ts";
import { useServerEvent } from "../../../lib/use-server-event.ts";

/** Why the members area closed while a page was open. */
export type AccessLoss = "refunded" | "ended";

/**
 * What the server says about this account losing its access while a page is open, or null while
 * it keeps it. Refunded: its sessions are already ended on the server and the browser drops its
 * cookie too. Ended (the subscription ran out): the member stays signed in and may subscribe again.
 */
export const useAccessRevoked = (): AccessLoss | null => {
  const queryClient = useQueryClient();
  const [loss, setLoss] = useState<AccessLoss | null>(null);
  useServerEvent("access", (data) => {
    const status: AccessLoss = (data as { status?: unknown } | null)?.status === "ended" ? "ended" : "refunded";
    setLoss(status);
    if (status === "refunded") void authClient.signOut().catch(() => undefined);
    else void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
  });
  return loss;
};
