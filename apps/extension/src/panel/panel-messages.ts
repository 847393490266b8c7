import { saveMessages } from "@promptloom/contracts/saved-prompts";
import { copyMessages, usageMessages } from "@promptloom/contracts/usage";

/** What the panel tells the member; the copy and save wording is the site's own. */
export const panelMessages = {
  inserted: "Inserted into the message box. Nothing was sent.",
  copied: `${copyMessages.copied.title} The message box was not found: paste the prompt where you need it.`,
  copyFailed: copyMessages.copyFailed.description,
  minutesSaved: usageMessages.minutesSaved,
  typeFirst: "Type a request in the message box first.",
  refining: "Genie is refining your prompt…",
  refined: "Refined with Genie. Undo puts your words back.",
  undone: "Your original text is back.",
  saved: saveMessages.saved.description,
  noMessageBox: "The message box was not found on this page: prompts are copied to the clipboard instead.",
} as const;

/** A title for a prompt saved from the message box: its first line, cut at a word. */
export const titleFromText = (text: string, maxLength = 60): string => {
  const firstLine = text.trim().split("\n")[0]?.trim() ?? "";
  if (firstLine.length <= maxLength) return firstLine;
  const cut = firstLine.slice(0, maxLength);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 20 ? cut.lastIndexOf(" ") : maxLength).trimEnd()}…`;
};
