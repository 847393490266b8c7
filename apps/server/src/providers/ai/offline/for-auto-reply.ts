import { wordPattern } from "../understanding/word-pattern.ts";
import type { KindProfile } from "./kinds/kind-profile.ts";

// "an out of office message", "an auto-reply", "an away message": sent by itself while the person is away.
const autoReply = wordPattern(
  "out[\\s-]+of[\\s-]+(?:the[\\s-]+)?office|ooo|auto[\\s-]?repl(?:y|ies)|automatic repl(?:y|ies)|away message|vacation responder",
  "iu",
);

/**
 * An out-of-office or away message answers everyone who writes while the person is away: it says
 * when they are back and who to contact meanwhile, in a few lines — not an e-mail with a subject of
 * its own, a request and a next step.
 */
export const forAutoReply = (request: string, kind: string, profile: KindProfile): KindProfile => {
  if ((kind !== "email" && kind !== "personal-message") || !autoReply.test(request)) return profile;
  return {
    ...profile,
    role: "an experienced professional writer who drafts clear, friendly automatic replies",
    requirements: [
      "Say that I am away, the dates I gave and when I will reply, without saying more about why than I did.",
      "Give the contact for urgent matters exactly as I named them, with [placeholders] for any address or number I did not give.",
      "Keep it to three or four short lines that read well to anyone who writes: colleagues, clients or customers.",
    ],
    essentials: "the dates I am away, who to contact meanwhile and how",
    output: "The automatic reply ready to paste, then a shorter version.",
    length: undefined,
  };
};
