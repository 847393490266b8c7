import type { SiteAdapter } from "./site-adapter.ts";

/** claude.ai: a ProseMirror (Tiptap) editor inside the chat input. */
export const claudeAdapter: SiteAdapter = {
  id: "claude",
  name: "Claude",
  matches: ["https://claude.ai/*"],
  hostnames: ["claude.ai"],
  messageBoxSelectors: [
    '[data-testid="chat-input"] div.ProseMirror[contenteditable="true"]',
    'div.ProseMirror[contenteditable="true"][aria-label]',
    'fieldset div[contenteditable="true"]',
  ],
  makesImages: false,
};
