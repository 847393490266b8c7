import { onlyAsksForHelp } from "./arrange-request.ts";
import { asksLiveSession } from "./asks-live-session.ts";
import { asksRolePlay } from "./asks-role-play.ts";
import type { ClauseReading, SecondDeliverable } from "./clause-reading.ts";
import { NEUTRAL_KIND, type DetectedKind } from "./deliverable-kinds.ts";
import { softwareWords, toolKinds } from "./domain-words.ts";
import { personalNouns } from "./function-words.ts";
import { readClause } from "./read-clause.ts";
import { readStatement } from "./read-statement.ts";
import type { Clause } from "./split-clauses.ts";

export type Deliverable = {
  kind: DetectedKind;
  /** The clause that asks for it; the rest of the request is background and conditions. */
  clauseIndex: number | undefined;
  /** Who a message goes to, as written. */
  recipient: string | undefined;
  /** Only this part of the deliverable is wanted ("intro", "outline"). */
  part: string | undefined;
  /** For a neutral request, the thing it asks for when one is named ("a garden layout"). */
  noun: string | undefined;
  /** A second deliverable asked for with the first ("a name and a slogan"). */
  also: SecondDeliverable | undefined;
  /** An existing text of the person's is reworked ("review my cover letter"). */
  revises: boolean;
};

const hasSoftwareSigns = (clauses: Clause[]) =>
  clauses.some((clause) =>
    clause.tokens.some(
      (token) =>
        softwareWords.has(token.word) ||
        toolKinds.has(token.word) ||
        /(?:Error|Exception)$/u.test(token.text) ||
        /^(?:npm|pip|git|yarn|sudo)$/u.test(token.word),
    ),
  );

/** "TypeError: …", "Traceback (most recent call last)", "ENOENT": a program's own error message. */
const isErrorMessage = (clauses: Clause[]) =>
  clauses.some((clause) =>
    clause.tokens.some(
      (token) =>
        /^\p{L}*(?:Error|Exception)$/u.test(token.text) ||
        /^(?:traceback|errno|enoent|eacces|econnrefused|segfault|nullpointerexception)$/u.test(token.word),
    ),
  );

/** What a request for questions to answer is read as at first glance, before it is seen as a session. */
const sessionKinds = new Set<DetectedKind>([
  "quiz",
  "interview-prep",
  "question-list",
  "explanation",
  "how-to",
  "recommendation",
  "idea-list",
  "study-plan",
]);

/** "I want to start running", "we're trying to save": an aim of the person's own. */
const ownAim =
  /^(?:i|we)(?:\s+|(?=['’]))(?:really\s+|just\s+)?(?:wanna|(?:want|need|would\s+like|['’]d\s+like|am\s+trying|['’]m\s+trying|are\s+trying|['’]re\s+trying|have\s+been\s+trying|['’]ve\s+been\s+trying)\s+to)\s/iu;
/** "I get bored", "I keep procrastinating", "I never have time", "I hate cooking": what gets in the way, in oneself. */
const ownObstacle =
  /^(?:i|we)(?:\s+|(?=['’]))(?:(?:always|just|really|kind\s+of|still)\s+)?(?:keep|get|hate|can't|cannot|don't\s+have|never\s+have|have\s+no|lose|struggle|feel|am\s+too|['’]m\s+too|['’]re\s+too|are\s+too|give\s+up|quit|run\s+out|procrastinate|find\s+it\s+hard|always)(?![\p{L}'’])/iu;

const remedyQuestion =
  /\bwhat(?: (?:can|should|could|do) (?:i|we) (?:do|try)|'s wrong| is wrong| went wrong|'s causing| is causing| causes| (?:could|might) (?:it|that|this) be)\b|^why\W*$/u;

/** "what can I do", "what's wrong", a lone "why", "any ideas?": the person wants to know what to do about it. */
const asksForRemedy = (clauses: Clause[]) =>
  clauses.some(
    (clause) =>
      remedyQuestion.test(clause.tokens.map((token) => token.word).join(" ")) ||
      onlyAsksForHelp.test(clause.text.trim()),
  );

/**
 * Finds what a request asks for from its structure: the clause that asks (an instruction, a
 * request, a question), the deliverable its verb and object name, then — when that clause names
 * none — what the person's situation makes of it. Neutral when nothing is clear. Pasted `material`
 * (an error message, a text to translate) only tells whether the request is about software.
 */
export const findDeliverable = (clauses: Clause[], material: Clause[] = []): Deliverable => {
  const allWords = clauses.flatMap((clause) => clause.tokens.map((token) => token.word));
  const hasGrievance = clauses.some((clause) => readStatement(clause.tokens).isGrievance);
  const facts = { allWords, hasSoftware: hasSoftwareSigns([...clauses, ...material]), hasGrievance };
  const read: ClauseReading[] = clauses.map((clause) => readClause(clause.tokens, facts));
  // "my cat stopped eating, what's wrong?", "… any ideas?": after a trouble told, a bare call for help
  // names no deliverable of its own; the trouble decides, and is the task.
  const hasTrouble = read.some((reading) => reading.isProblem || reading.concerns);
  const readings = read.map((reading, index) =>
    hasTrouble && onlyAsksForHelp.test(clauses[index]!.text.trim()) ? { asks: true } : reading,
  );
  // "explain what this error means: TypeError: …": a pasted error wants its cause and fix, not a lesson.
  const explainsError = isErrorMessage(material);
  const found = (index: number, named: DetectedKind) => {
    const kind = explainsError && (named === "explanation" || named === NEUTRAL_KIND) ? "debugging" : named;
    return {
      kind,
      clauseIndex: index >= 0 ? index : undefined,
      recipient: index >= 0 ? readings[index]?.recipient : undefined,
      part: index >= 0 && kind !== NEUTRAL_KIND ? readings[index]?.part : undefined,
      noun: kind === NEUTRAL_KIND ? readings.find((reading) => reading.noun)?.noun : undefined,
      also: index >= 0 && readings[index]?.kind === kind ? readings[index]?.also : undefined,
      revises: index >= 0 && readings[index]?.kind === kind && readings[index]?.revises === true,
    };
  };
  const firstAsking = readings.findIndex((reading) => reading.asks);
  // A part to play in a session with the person outranks whatever the session produces on the way.
  if (asksRolePlay(allWords)) return found(Math.max(firstAsking, 0), "role-play");

  // "I need to write my thesis but I keep procrastinating": what stands in the way of one's own
  // aim is the matter, so advice, not the thing aimed at.
  const hindered = clauses.findIndex(
    (clause, index) =>
      clause.joinedBy === "but" &&
      clause.sentence === clauses[index - 1]?.sentence &&
      ownAim.test(clauses[index - 1]!.text) &&
      ownObstacle.test(clause.text),
  );
  if (hindered > 0) return found(hindered - 1, "advice");

  const strong = readings.findIndex((reading) => reading.asks && reading.kind && !reading.isWeak);
  // "quiz me on the capitals", "ask me interview questions one by one": a session of questions to
  // answer, unless another deliverable is named ("…then write my bio").
  const session = asksLiveSession(allWords.join(" "));
  if (session && (strong < 0 || sessionKinds.has(readings[strong]!.kind!)))
    return found(strong >= 0 ? strong : firstAsking, session === "interview" ? "interview-prep" : "quiz");
  if (strong >= 0) return found(strong, readings[strong]!.kind!);

  const headless = readings.findIndex((reading) => reading.isHeadlessMessage);
  if (headless >= 0) {
    const recipient = readings[headless]!.recipient?.toLowerCase().split(/\s+/u) ?? [];
    if (readings.some((reading) => reading.isGrievance)) return found(headless, "complaint");
    return found(headless, recipient.some((word) => personalNouns.has(word)) ? "personal-message" : "letter");
  }
  if (firstAsking >= 0 && readings.some((reading) => reading.suppliesData)) return found(firstAsking, "data-analysis");
  const situation = readings.find((reading) => reading.situationKind)?.situationKind;
  // "I'm giving a eulogy for my grandmother next week": with no question at all, the situation is the request.
  const asksNothing = readings.every((reading) => !reading.asks);
  if (situation && (firstAsking >= 0 || asksNothing || readings.some((reading) => reading.pending))) {
    const asking =
      readings.findIndex((reading) => reading.pending) >= 0 ? readings.findIndex((r) => r.pending) : firstAsking;
    return found(asking, situation);
  }
  const weak = readings.findIndex((reading) => reading.asks && reading.kind);
  const problem = readings.findIndex((reading) => reading.isProblem);
  const concern = readings.findIndex((reading) => reading.concerns);
  const guessedKind = readings[weak]?.kind;
  // Only a guess from a question's shape gives way to what the person's situation says.
  const isGuess =
    weak < 0 || guessedKind === "recommendation" || guessedKind === "explanation" || guessedKind === "advice";
  const wantsHelp = isGuess && asksForRemedy(weak >= 0 ? [clauses[weak]!] : clauses);
  // "my kid won't eat vegetables, what do I do": a person is not repaired; advice is wanted.
  // "I keep waking up at 3am, what can I do": one's own worry is a matter for advice too.
  const aboutPerson = readings[concern]?.concerns === "person" || readings[concern]?.concerns === "self";
  if (wantsHelp && aboutPerson) return found(weak >= 0 ? weak : concern, "advice");
  // "my boyfriend forgot my birthday, how do I bring it up": steps do not fit a person; advice does.
  if (aboutPerson && guessedKind === "how-to") return found(weak, "advice");
  // "my laptop is slow since the update, what can I do", "my seedlings are tall and floppy, why":
  // the cause and a fix are wanted, not a product to buy or a lecture.
  const trouble = problem >= 0 ? problem : wantsHelp && readings[concern]?.concerns === "thing" ? concern : -1;
  if (weak >= 0 && !(wantsHelp && trouble >= 0)) return found(weak, readings[weak]!.kind!);
  if (trouble >= 0) {
    // Outside software, a problem asks for its likely causes, how to check each and the fix; with a
    // person ("my son won't tidy his room"), for advice.
    const kind = readings[trouble]!.isMetricProblem
      ? "data-analysis"
      : facts.hasSoftware
        ? "debugging"
        : readings[trouble]!.concerns === "person"
          ? "advice"
          : "diagnosis";
    // The question, when there is one, is the task; the statement of the trouble is its context.
    return found(wantsHelp && weak >= 0 ? weak : trouble, kind);
  }
  // "I get super nervous speaking in front of people, help": a worry told with nothing else asked.
  const worry = readings.findIndex((reading) => reading.concerns === "self");
  if (worry >= 0) return found(firstAsking >= 0 ? firstAsking : worry, "advice");
  // "my tomatoes have yellow leaves with brown spots", "my toddler has tantrums when we leave the
  // park, help": told with nothing asked, a thing's symptom wants a diagnosis, a person's behaviour advice.
  const told = readings[concern]?.concerns;
  if (asksNothing && told === "thing") return found(concern, facts.hasSoftware ? "debugging" : "diagnosis");
  if (asksNothing && told === "person") return found(concern, "advice");
  // "I have a sql table of sales…, I need totals per month": a named tool makes the unnamed result.
  const tool = allWords.map((word) => toolKinds.get(word)).find(Boolean);
  if (tool && firstAsking >= 0) return found(firstAsking, tool);
  return found(firstAsking, NEUTRAL_KIND);
};
