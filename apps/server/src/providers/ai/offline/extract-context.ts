import { alternation, capitalizeFirst, phrases, wordPattern } from "./word-pattern.ts";

export type ContextFact = { label: string; value: string };

const w = "[\\p{L}\\p{N}'’]";

const audienceNouns = phrases(`
  team | boss | manager | colleagues | coworkers | co-workers | clients | client | customers |
  customer | students | kids | children | parents | beginners | investors | board | employees | staff
  | followers | subscribers | readers | users | developers | engineers | landlord | teacher |
  professor | friends | family | mom | mum | dad | wife | husband | partner | class | audience |
  community | members | volunteers | patients | recruiter | hiring manager | executives | leadership |
  neighbours | neighbors | tenants | guests | donors | partners | suppliers | vendors | teenagers |
  seniors | marketers
`);
const businessNouns = phrases(`
  company | startup | business | brand | app | product | shop | store | bakery | restaurant | cafe |
  café | agency | website | blog | channel | podcast | course | book | newsletter | service | salon |
  studio | gym | clinic | practice | firm | nonprofit | charity | project | event | conference
`);
const platforms = phrases(`
  Instagram | TikTok | LinkedIn | Twitter | Facebook | YouTube | Pinterest | Reddit | Threads |
  WhatsApp | Shopify | Etsy | Amazon | WordPress | Substack | Medium | Discord | Slack
`);
const technologies = phrases(`
  Python | JavaScript | TypeScript | Java | C# | C++ | Rust | Golang | PHP | Ruby | Swift | Kotlin |
  SQL | PostgreSQL | MySQL | SQLite | MongoDB | React | Vue | Angular | Svelte | Next.js | Node.js |
  Django | Flask | Laravel | Rails | Spring | Docker | Kubernetes | AWS | Excel | Google Sheets |
  pandas | Power BI | Tableau | HTML | CSS | Bash | PowerShell
`);
const languages = phrases(`
  English | Spanish | French | German | Italian | Portuguese | Japanese | Chinese | Korean | Dutch |
  Arabic | Hindi | Russian | Polish | Turkish | Swedish | Greek | Hebrew | Ukrainian | Vietnamese
`);
const numberWords =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|hundred";
const units =
  "%|percent|per cent|dollars|euros|pounds|words|characters|slides|pages|bullet points|bullets|points|tips|ideas|examples|questions|minutes|hours|days|weeks|months|years|people|users|customers|employees|posts|emails|e-mails|steps|items|sentences|paragraphs|lines|hashtags|options|variations|versions|names|headlines|k|m";
const weekdays = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const months = "january|february|march|april|may|june|july|august|september|october|november|december";
const when = [
  "today",
  "tonight",
  "tomorrow",
  "this weekend",
  "next weekend",
  `(?:next|this|last|on)\\s+(?:${weekdays}|week|month|year|quarter)`,
  `(?:${weekdays})(?:\\s+(?:morning|afternoon|evening|night))?`,
  "end of (?:the )?(?:day|week|month|year|quarter)",
  "eod",
  `(?:${months})\\s+\\d{1,2}(?:st|nd|rd|th)?`,
  `\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${months})`,
  "\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?",
  "\\d{4}-\\d{2}-\\d{2}",
  "in \\d+ (?:days|weeks|months)",
  "q[1-4]",
  "\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)",
  `(?:${months})(?:\\s+\\d{4})?`,
].join("|");

type Rule = { label: string; pattern: RegExp; pick?: (match: RegExpMatchArray) => string | undefined };

/** "react" → "React": names from a list are given their usual spelling. */
const spelledAs = (names: string[]) => {
  const byLowercase = new Map(names.map((name) => [name.toLowerCase(), name]));
  return (found: string | undefined) => (found ? (byLowercase.get(found.toLowerCase()) ?? found) : undefined);
};
const platformName = spelledAs(platforms);
const technologyName = spelledAs(technologies);
const languageName = spelledAs(languages);

const rules: Rule[] = [
  {
    label: "Audience",
    pattern: new RegExp(
      `(?<!${w})(?:for|to|aimed at|targeting|towards|audience is|audience of)\\s+((?:my|our|the|a|an|new|young|busy|small|potential|existing|first-time|non-technical|technical)\\s+){0,3}(?:${alternation(audienceNouns)})(?!${w})`,
      "giu",
    ),
    pick: (match) => match[0].replace(/^(?:for|to|aimed at|targeting|towards|audience is|audience of)\s+/iu, ""),
  },
  {
    label: "Audience",
    pattern: new RegExp(
      `(?<!${w})(?:like i'm|like i am|as if i'm|as if i were|for an?)\\s+(?:five|5|ten|10|\\d+[- ]year[- ]old|beginner|complete beginner|child|kid|teenager|non-expert)(?!${w})`,
      "giu",
    ),
  },
  {
    label: "Deadline",
    pattern: new RegExp(`(?<!${w})(?:by|before|until|due|no later than|deadline is)\\s+(?:${when})(?!${w})`, "giu"),
  },
  { label: "Timing", pattern: wordPattern(when) },
  {
    label: "Named",
    pattern: new RegExp(
      `(?<!${w})(?:called|named|titled)\\s+("[^"]+"|'[^']+'|(?:\\p{Lu}[\\p{L}\\p{N}&.'-]*\\s*){1,4})`,
      "gu",
    ),
    pick: (match) => match[1]?.trim(),
  },
  {
    label: "Names",
    // Capitalised words inside a sentence, e.g. "at Acme Corp", "to Maria"; known words are skipped.
    pattern: new RegExp(
      `(?<=[\\p{L}\\p{N},]\\s+)(?:\\p{Lu}[\\p{Ll}&'’-]+)(?:\\s+\\p{Lu}[\\p{Ll}&'’-]+){0,3}(?!${w})`,
      "gu",
    ),
    pick: (match) => {
      const words = match[0].split(/\s+/).filter((word) => !knownCapitalised.has(word.toLowerCase()));
      return words.length === match[0].split(/\s+/).length ? match[0] : undefined;
    },
  },
  {
    label: "About",
    pattern: new RegExp(
      `(?<!${w})(?:my|our)\\s+(?:[\\p{L}-]+\\s+){0,2}(?:${alternation(businessNouns)})(?!${w})`,
      "giu",
    ),
  },
  {
    label: "Figures",
    pattern: new RegExp(
      `(?:[$€£]\\s?\\d[\\d,.]*\\s*(?:k|m|million|billion)?|(?<!${w})(?:\\d[\\d,.]*|${numberWords})(?:\\s*|-)(?:${units})(?!${w})|(?<!${w})\\d[\\d,.]*%|(?<![\\p{L}\\p{N}'’:/.-])\\d[\\d,.]*(?![\\p{N}:])(?:\\s+\\p{L}+)?)`,
      "giu",
    ),
  },
  { label: "E-mail addresses", pattern: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu },
  { label: "Links", pattern: /\bhttps?:\/\/[^\s,]+[^\s,.!?)]|\bwww\.[^\s,]+[^\s,.!?)]/giu },
  { label: "Platform", pattern: wordPattern(alternation(platforms)), pick: (match) => platformName(match[0]) },
  { label: "Technology", pattern: wordPattern(alternation(technologies)), pick: (match) => technologyName(match[0]) },
  {
    label: "Language",
    pattern: new RegExp(`(?<!${w})(?:in|into|to)\\s+(${alternation(languages)})(?!${w})`, "giu"),
    pick: (match) => languageName(match[1]),
  },
];

const knownCapitalised = new Set(
  [...platforms, ...technologies, ...languages, weekdays, months, "I", "I'm", "I'll", "I'd", "I've"]
    .flatMap((word) => word.split("|"))
    .map((word) => word.toLowerCase()),
);

/** A value already listed under an earlier label (a deadline is also a time) is not repeated. */
const isCoveredBy = (value: string, facts: ContextFact[]) =>
  facts.some((fact) => fact.value.toLowerCase().includes(value.toLowerCase()));

/**
 * Facts the person stated: audience, dates, names, figures, addresses, platforms, technologies,
 * language. Every value is copied from the text, never made up.
 */
export const extractContext = (text: string): ContextFact[] => {
  const facts: ContextFact[] = [];
  for (const { label, pattern, pick } of rules) {
    const values: string[] = [];
    for (const match of text.matchAll(pattern)) {
      const value = (pick ? pick(match) : match[0])?.trim().replace(/[.,;:]+$/, "");
      if (!value || values.some((seen) => seen.toLowerCase() === value.toLowerCase())) continue;
      if (isCoveredBy(value, facts)) continue;
      values.push(value);
    }
    if (values.length > 0) facts.push({ label, value: values.join("; ") });
  }
  return facts.map((fact) => ({ ...fact, label: capitalizeFirst(fact.label) }));
};
