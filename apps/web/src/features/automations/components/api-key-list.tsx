import { apiKeyMessages, type ApiKey } from "@promptloom/contracts/api-keys";
import { KeyRound } from "lucide-react";
import { useState } from "react";

import { describeFailure } from "../../../components/form/form.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { toast } from "../../../lib/toast.ts";
import { useApiKeys, useRevokeApiKey } from "../api/api-keys.ts";

function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const [isConfirming, setIsConfirming] = useState(false);
  const confirmRevoke = async () => {
    try {
      await revoke.mutateAsync(apiKey.id);
      toast({ title: apiKeyMessages.revoked, variant: "success" });
    } catch (error) {
      toast({ title: "Could not revoke the key", description: describeFailure(error), variant: "destructive" });
      setIsConfirming(false);
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{apiKey.name}</p>
        <p className="font-mono text-xs text-muted-foreground">{apiKey.prefix}…</p>
        <p className="text-xs text-muted-foreground">
          Created {formatDateTime(apiKey.createdAt)} ·{" "}
          {apiKey.lastUsedAt ? `Last used ${formatDateTime(apiKey.lastUsedAt)}` : "Never used"}
        </p>
      </div>
      {isConfirming ? (
        <div className="flex gap-2" role="group" aria-label={`Revoke ${apiKey.name}?`}>
          <Button variant="outline" onClick={() => setIsConfirming(false)}>
            Keep
          </Button>
          <Button variant="destructive" disabled={revoke.isPending} onClick={() => void confirmRevoke()}>
            {revoke.isPending ? "Revoking..." : `Revoke ${apiKey.name}`}
          </Button>
        </div>
      ) : (
        <Button variant="outline" aria-label={`Revoke ${apiKey.name}`} onClick={() => setIsConfirming(true)}>
          Revoke
        </Button>
      )}
    </li>
  );
}

/** The member's keys with when each was made and last used. */
export function ApiKeyList() {
  const keys = useApiKeys();
  return (
    <QueryState
      query={keys}
      items={keys.data}
      pendingLabel="Loading your API keys"
      errorLabel="Could not load your API keys."
      empty={
        <EmptyState
          icon={KeyRound}
          title="No API keys yet."
          description="Create one to connect n8n or your own scripts to Promptloom."
        />
      }
    >
      {(items) => (
        <ul className="space-y-3" aria-label="Your API keys">
          {items.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
