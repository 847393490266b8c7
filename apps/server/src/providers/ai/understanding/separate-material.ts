import { alternation, phrases, wordPattern } from "./word-pattern.ts";

export type SeparatedRequest = {
  /** What the person asks for. */
  instruction: string;
  /** Text they pasted for the AI to work on, kept exactly as given; "" when there is none. */
  material: string;
  /** The label they gave the pasted text ("Notes"), if any. */
  materialLabel: string;
};

/** A colon that introduces something: followed by a space, unlike "2:30", "16:9" or "https:". */
const introducingColon = /:\s+/u;
/** "can you check my email? hi Mr Jones, …": after a question, a greeting opens the text itself. */
const greetingAfterQuestion = /[?!.]\s+(?=(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))(?![\p{L}]))/iu;

/** "this", "the following", "below", "my email": an instruction that points at text it carries. */
export const pointsAtText =
  /(?<![\p{L}'’])(?:this|these|the following|following|below|here|my (?:email|e-mail|message|text|paragraph|essay|letter|draft|notes|menu|bio|post|story|poem|speech)|the (?:email|e-mail|text|paragraph|article|notes|passage|message))(?![\p{L}'’])/iu;

const textNouns = phrases(`notes | article | articles | essay | email | e-mail | emails | letter | report | paper |
  transcript | document | doc | pdf | chapter | paragraph | paragraphs | text | message | draft | minutes | thread |
  post | story | poem | speech | memo | contract | script | bio | cv | resume | résumé | cover letter | proposal |
  review | abstract | section | page | copy | statement | description | announcement | newsletter | sentence |
  sentences | lyrics | caption | readme | blog post | presentation | slides | bullet points | bullets | points`);

/** "this article", "my essay", "the meeting notes": a text of theirs the person refers to; group 1 names it. */
export const pointedText = wordPattern(
  `(?:this|that|these|those|the|my|our|his|her|their)\\s+((?:[\\p{L}-]+\\s+){0,2}?(?:${alternation(textNouns)}))`,
  "iu",
);

/** "translate to French:", "proofread:": a short instruction to work on a text, whatever follows the colon. */
const textWorkVerb =
  /^(?:(?:please|can you|could you|pls)\s+)*(?:translate|summari[sz]e|proofread|rewrite|reword|paraphrase|correct|shorten|simplify|tldr)(?![\p{L}])/iu;
const isTextWorkLabel = (instruction: string) => textWorkVerb.test(instruction.trim()) && wordCount(instruction) <= 6;

const wordCount = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/**
 * Splits "translate this into French: <text>" into the instruction and the text to work on. Only
 * an instruction that points at the text ("this", "below", "my email") with at least a few words
 * after the colon counts; "mysql: delete duplicates" or "changelog for v1.4: new filters" stay
 * one request. A one- or two-word label just before the colon ("Notes:") names the text.
 */
export const separateMaterial = (raw: string): SeparatedRequest => {
  const colon = introducingColon.exec(raw) ?? greetingAfterQuestion.exec(raw);
  if (!colon) return { instruction: raw, material: "", materialLabel: "" };
  const before = raw.slice(0, colon.index);
  const material = raw.slice(colon.index + colon[0].length).trim();
  const label = /(?:^|[.!?]\s+)((?:\p{L}+\s?){1,2})$/u.exec(before);
  const instruction = label && label.index > 0 ? before.slice(0, label.index + 1) : before;
  if (!(pointsAtText.test(instruction) || isTextWorkLabel(instruction)) || wordCount(material) < 4) {
    return { instruction: raw, material: "", materialLabel: "" };
  }
  return {
    instruction: instruction.trim(),
    material,
    materialLabel: label && label.index > 0 ? (label[1]?.trim() ?? "") : "",
  };
};
