import { capitalizeAmbiguousPlaces, capitalizeStreets, placeAdjectives, placeNames } from "./place-names.ts";
import { isAbbreviationStop } from "./split-sentences.ts";
import { alternation, phrases, wordPattern } from "./word-pattern.ts";

/** Kept in capitals when shouting is toned down; also capitalised in lowercase speech. */
const acronyms = phrases(`
  ADHD | AI | API | APIs | ATM | AWS | B2B | B2C | BMI | CEO | CFO | CMO | COO | CPR | CRM | CSS | CSV | CTA |
  CTO | CV | DIY | DNA | ETF | ETFs | EU | FAQ | GCSE | GCSEs | GDPR | GPA | HMRC | HOA | HR | HTML | HTTP | ID |
  IRA | IRS | IVF | JSON | KPI | KPIs | MVP | NASA | NHS | OCD | OKR | OKRs | PDF | PR | PTA | PTSD | Q1 | Q2 | Q3 | Q4 | QA | ROI |
  RSVP | SaaS | SEO | SQL | SWOT | UI | UK | URL | US | USA | UX | VP | WW1 | WW2 | WWI | WWII | XML
`);
/** Names that speech recognition writes in lowercase and that are never ordinary words. */
const properNames = phrases(`
  Monday | Tuesday | Wednesday | Thursday | Friday | Saturday | Sunday | Mondays | Tuesdays | Wednesdays |
  Thursdays | Fridays | Saturdays | Sundays | January | February | April |
  June | July | August | September | October | November | December | English | Spanish | French |
  German | Italian | Portuguese | Japanese | Chinese | Korean | Dutch | Arabic | Hindi | Russian |
  Polish | Turkish | Swedish | JavaScript | TypeScript | Python | PostgreSQL | MySQL | Node.js |
  Django | Excel | PowerPoint | Instagram | LinkedIn | TikTok | YouTube | Facebook | Twitter |
  Pinterest | Reddit | WhatsApp | Shopify | WordPress | Etsy | Google | Gmail | Slack | Zoom | Notion
  | Midjourney | ChatGPT | DALL-E | iPhone | Android | Christmas | Easter | Halloween | Black Friday
  | World War I | World War II | World War One | World War Two | World War 1 | World War 2 | Cold War |
  French Revolution | Industrial Revolution | American Revolution | Great Depression | Holocaust | Roth |
  A levels | A-levels | A-level
`).concat(placeNames, placeAdjectives);
// "us", "may", "march", "id" and "polish" are ordinary words too: they are only fixed when shouted
// (or, for the months and the language, where the words around them say so).
const speechFixes = [...acronyms.filter((word) => !["US", "ID"].includes(word)), ...properNames].filter(
  (word) => word !== "Polish",
);
/** "into polish", "polish food": the language and the people, not nail polish. */
const polishLanguage =
  /(?<=(?<!\p{L})(?:in|into|to|from|speak|speaks|learn|learning)\s+)polish(?!\p{L})|polish(?=\s+(?:language|food|people|words?|friends?|family|translation)(?!\p{L}))/giu;
const byLowercase = new Map([...acronyms, ...properNames].map((word) => [word.toLowerCase(), word]));

const isShouting = (text: string) => {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((letter) => letter !== letter.toLowerCase());
  return letters.length >= 4 && upper.length / letters.length > 0.8;
};

/** "WRITE AN EMAIL TO JOHN ABOUT Q3" → "write an email to john about Q3": codes with digits and acronyms stay. */
const calmShouting = (text: string) =>
  text.replace(/[\p{L}\p{N}'’.-]+/gu, (token) =>
    /\p{N}/u.test(token) || acronyms.includes(token) ? token : token.toLowerCase(),
  );

/** The run of non-space characters around a position: "hr@acme.com", "www.rome.it". */
const runAround = (text: string, offset: number, length: number) =>
  (/\S*$/u.exec(text.slice(0, offset))?.[0] ?? "") + (/^\S*/u.exec(text.slice(offset + length))?.[0] ?? "");

/** "$25/hr", "3/us": after a slash a word is a unit or a choice; in an address it is typed as it must be. */
const capitalizeKnownWords = (text: string, words: string[]) =>
  text.replace(wordPattern(alternation(words)), (match, offset: number) =>
    text[offset - 1] === "/" || /@|:\/\/|www\./u.test(runAround(text, offset, match.length))
      ? match
      : (byLowercase.get(match.toLowerCase()) ?? match),
  );

/** Lowercases the first letter unless the text opens with an acronym or a name ("New York itinerary"): "Marketing plan" → "marketing plan". */
export const lowercaseUnlessName = (text: string) => {
  const first = /^[\p{L}\p{N}'’.-]+/u.exec(text)?.[0] ?? "";
  const opening = text.split(/\s+/u).slice(0, 4);
  const isName = opening.some((_, end) => {
    const words = opening
      .slice(0, end + 1)
      .join(" ")
      .replace(/[,.;:!?]$/u, "");
    return byLowercase.get(words.toLowerCase()) === words;
  });
  if (isName || (first.length > 1 && first === first.toUpperCase())) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
};

const questionStart =
  /^(?:what|how|why|when|where|who|which|whose|is|are|am|do|does|did|should|can|could|would|will|shall)(?![\p{L}'’])/iu;

/** "march 3", "in march", "by may", "14 may": the months, not the verb and the modal. */
const monthMarchOrMay =
  /(?<![\p{L}\p{N}'’])(?:(?<=(?<!\p{L})(?:in|by|until|till|since|from|to|through|early|late|mid|last|next|this)[\s-])(?:march|may)(?![\p{L}'’]|\s+(?:be|have|not|need|want|like|also|well|i|we|you)(?!\p{L}))|(?:march|may)(?=\s+\d)|(?<=(?<![\p{L}\p{N}])\d{1,2}(?:st|nd|rd|th)?\s)(?:march|may)(?![\p{L}'’]|\s+(?:be|have|not|need|want|like|also|well|i|we|you)(?!\p{L})))/giu;

/** Capital letters where they belong and one closing punctuation mark. */
export const fixCasing = (text: string): string => {
  let fixed = isShouting(text) ? capitalizeKnownWords(calmShouting(text), [...acronyms, ...properNames]) : text;
  fixed = capitalizeStreets(capitalizeAmbiguousPlaces(capitalizeKnownWords(fixed, speechFixes)))
    .replace(monthMarchOrMay, (month: string) => month[0]!.toUpperCase() + month.slice(1))
    .replace(polishLanguage, "Polish")
    .replace(/(?<![\p{L}\p{N}'’])i(?=$|[\s,.!?;:]|['’](?:m|ll|d|ve)\b)/gu, "I")
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (match, start: string, letter: string, offset: number, whole: string) =>
      start.startsWith(".") && isAbbreviationStop(whole, offset) ? match : start + letter.toUpperCase(),
    )
    .replace(/([!?])[!?.]+/g, "$1")
    .replace(/\.{2,}$/, ".");
  if (!/[.!?…"')\]]$/u.test(fixed)) {
    const lastSentence = fixed.split(/[.!?]\s+/).at(-1) ?? fixed;
    fixed += questionStart.test(lastSentence) ? "?" : ".";
  }
  return fixed;
};
