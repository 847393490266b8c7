import { useState, type FormEvent } from "react";

import { sendRequest } from "../lib/extension-requests.ts";
import { normalizeAddress } from "../lib/promptloom-address.ts";

export const connectFormMessages = {
  invalidAddress: "Enter your Promptloom address, such as https://promptloom.example.",
} as const;

/** The member's Promptloom address; Connect opens the site's consent page in a new tab. */
export function ConnectForm({ initialAddress }: { initialAddress: string | null }) {
  const [typed, setTyped] = useState(initialAddress ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = normalizeAddress(typed);
    if (!address) {
      setProblem(connectFormMessages.invalidAddress);
      return;
    }
    setProblem(null);
    sendRequest("connect", { address }).catch((error: unknown) => setProblem((error as Error).message));
  };
  return (
    <form className="connect" onSubmit={submit} noValidate>
      <p>Use your Promptloom prompts and Genie in ChatGPT, Claude and Gemini.</p>
      <label className="field">
        <span>Promptloom address</span>
        <input
          value={typed}
          placeholder="https://promptloom.example"
          autoComplete="url"
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      {problem && <p className="error">{problem}</p>}
      <button type="submit" className="primary">
        Connect
      </button>
    </form>
  );
}
