/**
 * Where a filled prompt can be opened. ChatGPT, Claude and Perplexity read the prompt from the
 * address; Gemini has no reliable way to, so its link opens Gemini after the prompt is copied.
 */
export type OpenInTarget = { name: string; url: string; needsPaste: boolean };

export const openInTargets = (prompt: string): OpenInTarget[] => {
  const query = encodeURIComponent(prompt);
  return [
    { name: "ChatGPT", url: `https://chatgpt.com/?q=${query}`, needsPaste: false },
    { name: "Claude", url: `https://claude.ai/new?q=${query}`, needsPaste: false },
    { name: "Gemini", url: "https://gemini.google.com/app", needsPaste: true },
    { name: "Perplexity", url: `https://www.perplexity.ai/search?q=${query}`, needsPaste: false },
  ];
};
