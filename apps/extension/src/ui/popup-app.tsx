import { copyMessages } from "@promptloom/contracts/usage";
import { useState } from "react";

import { forgetConnection } from "../lib/connection.ts";
import { sendRequest, type PromptHit } from "../lib/extension-requests.ts";
import { ConnectForm } from "./connect-form.tsx";
import { PromptPicker } from "./prompt-picker.tsx";
import { ReconnectNotice } from "./reconnect-notice.tsx";
import { useConnectionState } from "./use-connection-state.ts";

const copyPrompt = async (text: string, hit: PromptHit): Promise<string> => {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return copyMessages.copyFailed.description;
  }
  const credit = await sendRequest("credit", { event: "prompt_copied", promptId: hit.id }).catch(() => null);
  return credit && credit.minutes > 0 ? copyMessages.copied.description : copyMessages.copied.title;
};

/** The toolbar popup: connect, or search and copy a prompt for any site. */
export function PopupApp() {
  const connection = useConnectionState();
  const [status, setStatus] = useState<string | null>(null);
  return (
    <main className="popup">
      <header>
        <h2>Promptloom</h2>
        {connection?.status === "connected" && (
          <button type="button" className="link" onClick={() => void forgetConnection()}>
            Disconnect
          </button>
        )}
      </header>
      {connection?.status === "disconnected" && <ConnectForm initialAddress={connection.address} />}
      {connection?.status === "refused" && (
        <ReconnectNotice address={connection.address} message={connection.message} />
      )}
      {connection?.status === "connected" && (
        <>
          <p className="muted">Connected to {connection.connection.address}</p>
          <PromptPicker
            useLabel="Copy"
            withImages
            onUse={async (text, hit) => setStatus(await copyPrompt(text, hit))}
          />
        </>
      )}
      {status && (
        <p className="status" role="status">
          {status}
        </p>
      )}
    </main>
  );
}
