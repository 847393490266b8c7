/**
 * What the panel needs from one assistant's page: where its message box is. Everything a site
 * redesign can break is the selector list of that site's adapter, tried in order.
 */
export type SiteAdapter = {
  id: "chatgpt" | "claude" | "gemini";
  name: string;
  /** The page addresses the content script runs on (match patterns). */
  matches: string[];
  hostnames: string[];
  /** Selectors for the message box, most specific first. */
  messageBoxSelectors: string[];
  /** The assistant makes images from its message box, so the library's image prompts are offered too. */
  makesImages: boolean;
};

export type MessageBox = HTMLElement;

/** The site's message box, or null when none of the adapter's selectors finds an editable one. */
export const findMessageBox = (adapter: SiteAdapter, root: ParentNode = document): MessageBox | null => {
  for (const selector of adapter.messageBoxSelectors) {
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      if (isEditable(element)) return element;
    }
  }
  return null;
};

const isEditable = (element: HTMLElement) =>
  element instanceof HTMLTextAreaElement
    ? !element.disabled && !element.readOnly
    : element.isContentEditable || element.getAttribute("contenteditable") === "true";
