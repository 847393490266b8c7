import { chatgptAdapter } from "./chatgpt.ts";
import { claudeAdapter } from "./claude.ts";
import { geminiAdapter } from "./gemini.ts";
import type { SiteAdapter } from "./site-adapter.ts";

export const siteAdapters: SiteAdapter[] = [chatgptAdapter, claudeAdapter, geminiAdapter];

/** Every page the in-assistant panel runs on. */
export const assistantMatches = siteAdapters.flatMap((adapter) => adapter.matches);

export const adapterForHostname = (hostname: string): SiteAdapter | null =>
  siteAdapters.find((adapter) => adapter.hostnames.includes(hostname)) ?? null;
