import { useState } from "react";

import { sendRequest } from "../lib/extension-requests.ts";

/** A refused key (revoked in the app, or the membership ended): say why and offer to connect again. */
export function ReconnectNotice({ address, message }: { address: string; message: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="notice" role="alert">
      <p>
        Promptloom at {address} no longer accepts this browser's connection: {message}
      </p>
      <button
        type="button"
        className="primary"
        onClick={() =>
          void sendRequest("connect", { address }).catch((error: unknown) => setProblem((error as Error).message))
        }
      >
        Reconnect
      </button>
      {problem && <p className="error">{problem}</p>}
    </div>
  );
}
