import { writeMessageBoxText } from "../adapters/message-box-text.ts";
import type { MessageBox } from "../adapters/site-adapter.ts";
import { sendRequest, type PromptHit } from "../lib/extension-requests.ts";
import { panelMessages } from "./panel-messages.ts";

/**
 * Puts a prompt into the message box (never sending it), or on the clipboard when there is no
 * box, then credits the time saved as copying does on the site. Answers what to tell the member.
 */
export const applyPrompt = async (text: string, hit: PromptHit, box: MessageBox | null): Promise<string> => {
  let done: string;
  if (box) {
    writeMessageBoxText(box, text, "insert");
    done = panelMessages.inserted;
  } else {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return panelMessages.copyFailed;
    }
    done = panelMessages.copied;
  }
  const credit = await sendRequest("credit", { event: "prompt_copied", promptId: hit.id }).catch(() => null);
  return credit && credit.minutes > 0 ? `${done} ${panelMessages.minutesSaved(credit.minutes)}` : done;
};
