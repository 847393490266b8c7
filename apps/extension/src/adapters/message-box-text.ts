import type { MessageBox } from "./site-adapter.ts";

const blockTags = new Set(["P", "DIV", "LI", "PRE", "BLOCKQUOTE", "H1", "H2", "H3", "H4", "H5", "H6"]);

/** The box's text, one line per paragraph: the rich editors (ProseMirror, Quill) keep lines as blocks. */
export const readMessageBoxText = (box: MessageBox): string => {
  if (box instanceof HTMLTextAreaElement) return box.value;
  const blocks = [...box.children].filter((child) => blockTags.has(child.tagName));
  if (blocks.length === 0) return box.textContent ?? "";
  return blocks.map((block) => block.textContent ?? "").join("\n");
};

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** Writes the text as the rich editors lay it out, for when the browser's own editing did not. */
const writeParagraphs = (box: MessageBox, text: string) => {
  const document = box.ownerDocument;
  box.replaceChildren(
    ...text.split("\n").map((line) => {
      const paragraph = document.createElement("p");
      if (line) paragraph.textContent = line;
      else paragraph.append(document.createElement("br"));
      return paragraph;
    }),
  );
  box.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertText", data: text }));
};

const selectContents = (box: MessageBox, atEnd: boolean) => {
  const document = box.ownerDocument;
  const selection = document.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(box);
  if (atEnd) range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
};

/**
 * Puts text into the message box without sending it: "insert" adds it after what is already
 * typed, "replace" swaps the whole text. It types through the browser's editing command, so the
 * site's editor sees an ordinary input and keeps its own state; when that does not take, the text
 * is written as paragraphs and an input event tells the editor.
 */
export const writeMessageBoxText = (box: MessageBox, text: string, mode: "insert" | "replace") => {
  const current = readMessageBoxText(box);
  const isAppending = mode === "insert" && current.trim().length > 0;
  const insertion = isAppending ? `\n\n${text}` : text;
  const expected = isAppending ? `${current}\n\n${text}` : text;
  box.focus();
  if (box instanceof HTMLTextAreaElement) {
    if (isAppending) box.setRangeText(insertion, box.value.length, box.value.length, "end");
    else box.value = text;
    box.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertText", data: text }));
    return;
  }
  selectContents(box, isAppending);
  const document = box.ownerDocument as Document & { execCommand?: Document["execCommand"] };
  const typed = typeof document.execCommand === "function" && document.execCommand("insertText", false, insertion);
  if (!typed || squeeze(readMessageBoxText(box)) !== squeeze(expected)) writeParagraphs(box, expected);
};
