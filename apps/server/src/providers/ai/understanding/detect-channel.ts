import { wordPattern } from "./word-pattern.ts";

/** Apps people send short messages through, as they are written. */
const apps: Record<string, string> = {
  whatsapp: "WhatsApp",
  slack: "Slack",
  teams: "Teams",
  linkedin: "LinkedIn",
  messenger: "Messenger",
  instagram: "Instagram",
  signal: "Signal",
  telegram: "Telegram",
  discord: "Discord",
};
const appNames = Object.keys(apps).join("|");

// "a text to my landlord", "a polite text", "a quick whatsapp message", "a DM": the message is sent
// as a chat message. Up to two describing words may stand between the article and the noun.
const chatNoun = wordPattern(
  `(?:an?|quick|short)\\s+(?:(?!(?:of|about|for|to|on|in|from)\\s)[\\p{L}-]+\\s+){0,2}?(?:(${appNames})\\s+(?:message|msg|dm|text)|text message|text|sms|dm|direct message)|(group chat|group text)`,
  "iu",
);
// "answer a recruiter on linkedin", "tell them over whatsapp", "by text".
const throughApp = wordPattern(`(?:on|via|over|through|by)\\s+(${appNames}|text|sms)`, "iu");
// "a welcome message for our book club discord": a group that lives in a chat app.
const inAppGroup = wordPattern(
  "(?:on|in|for|to|of)\\s+(?:(?:our|the|my|a|an)\\s+)?(?:[\\p{L}-]+\\s+){0,2}?(discord|slack|whatsapp|telegram)(?:\\s+(?:group|server|channel|chat))?",
  "iu",
);
/** "a WhatsApp message", "an Instagram message". */
const appMessage = (app: string) => {
  const name = apps[app.toLowerCase()] ?? app;
  return `${/^[AEIOU]/u.test(name) ? "an" : "a"} ${name} message`;
};
const namesMail = wordPattern("e-?mails?|letters?|mail", "iu");
// "text my manager that I'll be late", "can you text the group": "text" as the verb of the request.
const textVerb =
  /(?:^|[.!?,]\s+|(?<![\p{L}'’])(?:to|please|you|and|then|i'll|i\s+will|should\s+i|gonna)\s+)text\s+(?:my|our|the|him|her|them|\p{Lu})/iu;

/**
 * Where a message is sent, when the request says it is a chat message rather than an e-mail or a
 * letter: "a text message", "WhatsApp", "LinkedIn". Such a message has no subject line and is read
 * on a phone.
 */
export const detectChannel = (text: string): string | undefined => {
  const noun = chatNoun.exec(text);
  if (noun?.[2]) return "a group chat message";
  if (noun) return noun[1] ? appMessage(noun[1]) : "a text message";
  if (textVerb.test(text)) return "a text message";
  const app = (throughApp.exec(text) ?? inAppGroup.exec(text))?.[1]?.toLowerCase();
  // "an e-mail to a recruiter I met on LinkedIn" is still an e-mail.
  if (!app || namesMail.test(text)) return undefined;
  return app === "text" || app === "sms" ? "a text message" : appMessage(app);
};
