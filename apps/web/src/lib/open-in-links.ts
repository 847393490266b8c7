/**
 * Where a filled prompt can be opened. ChatGPT, Claude and Perplexity read the prompt from the
 * address; the others have no reliable way to, so their links open the tool after the prompt is
 * copied. Image prompts go to image tools: Midjourney, ChatGPT (which draws with its image model)
 * and a Stable Diffusion web UI running on the member's own computer.
 */
export type OpenInTarget = { name: string; url: string; needsPaste: boolean };

export type OpenInKind = "text" | "image";

export const openInTargets = (prompt: string, kind: OpenInKind = "text"): OpenInTarget[] => {
  const query = encodeURIComponent(prompt);
  if (kind === "image") {
    return [
      { name: "Midjourney", url: "https://www.midjourney.com/imagine", needsPaste: true },
      { name: "ChatGPT (image)", url: `https://chatgpt.com/?q=${query}`, needsPaste: false },
      { name: "Stable Diffusion web UI", url: "http://127.0.0.1:7860/", needsPaste: true },
    ];
  }
  return [
    { name: "ChatGPT", url: `https://chatgpt.com/?q=${query}`, needsPaste: false },
    { name: "Claude", url: `https://claude.ai/new?q=${query}`, needsPaste: false },
    { name: "Gemini", url: "https://gemini.google.com/app", needsPaste: true },
    { name: "Perplexity", url: `https://www.perplexity.ai/search?q=${query}`, needsPaste: false },
  ];
};

/** What the member reads under the links: which ones copy the prompt, and what is copied. */
export const openInNote = (kind: OpenInKind) =>
  kind === "image"
    ? "Midjourney and Stable Diffusion web UIs (such as AUTOMATIC1111 or Forge, at their usual local address) cannot receive a prompt through a link: we copy the filled-in prompt, with its parameters such as --ar, for you to paste there. ChatGPT opens with the prompt and draws the image."
    : "Gemini cannot receive a prompt through a link, so we copy it for you to paste there.";
