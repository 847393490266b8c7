import { accessMessages, authMessages } from "@promptloom/contracts/auth-messages";
import { useSyncExternalStore } from "react";

import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { paths } from "../../config/paths.ts";

const isRefundedAddress = () => new URLSearchParams(window.location.search).get("account") === "refunded";
// The address does not change while the page is open.
const noChanges = () => () => undefined;

/**
 * What a refunded member reads on the refund policy when the members area sends them there
 * (`/refund?account=refunded`). The page is prerendered without it and hydrates without it (so the
 * markup matches), then the address decides.
 */
export function Component() {
  const isRefunded = useSyncExternalStore(noChanges, isRefundedAddress, () => false);
  if (!isRefunded) return null;
  return (
    <Alert variant="destructive" className="mb-8">
      <AlertDescription className="space-y-1">
        <p className="font-semibold">{accessMessages.refunded}</p>
        <p>
          {authMessages.accountInactive}{" "}
          <a href={paths.support} className="font-medium underline underline-offset-4">
            Contact support
          </a>
        </p>
      </AlertDescription>
    </Alert>
  );
}
