import { useState } from "react";

import { readMessageBoxText, writeMessageBoxText } from "../adapters/message-box-text.ts";
import type { MessageBox } from "../adapters/site-adapter.ts";
import { sendRequest } from "../lib/extension-requests.ts";
import { panelMessages, titleFromText } from "./panel-messages.ts";

/**
 * What the member typed in the message box: refine it with Genie in place (undo puts it back),
 * or save it to My Prompts.
 */
export function GenieActions({ box, onStatus }: { box: MessageBox; onStatus: (message: string) => void }) {
  const [original, setOriginal] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const typedText = () => {
    const text = readMessageBoxText(box).trim();
    if (!text) onStatus(panelMessages.typeFirst);
    return text;
  };

  const run = async (work: () => Promise<void>) => {
    setIsBusy(true);
    try {
      await work();
    } catch (error) {
      onStatus((error as Error).message);
    } finally {
      setIsBusy(false);
    }
  };

  const refine = () =>
    run(async () => {
      const text = typedText();
      if (!text) return;
      onStatus(panelMessages.refining);
      const refined = await sendRequest("refine", { text });
      writeMessageBoxText(box, refined.text, "replace");
      setOriginal(text);
      onStatus(panelMessages.refined);
    });

  const undo = () => {
    if (original === null) return;
    writeMessageBoxText(box, original, "replace");
    setOriginal(null);
    onStatus(panelMessages.undone);
  };

  const save = () =>
    run(async () => {
      const text = typedText();
      if (!text) return;
      await sendRequest("save", { title: titleFromText(text), text });
      onStatus(panelMessages.saved);
    });

  return (
    <div className="actions" aria-label="What you typed">
      <button type="button" disabled={isBusy} onClick={() => void refine()}>
        Refine with Genie
      </button>
      {original !== null && (
        <button type="button" disabled={isBusy} onClick={undo}>
          Undo
        </button>
      )}
      <button type="button" disabled={isBusy} onClick={() => void save()}>
        Save to My Prompts
      </button>
    </div>
  );
}
