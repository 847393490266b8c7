/** Small closed word classes the parser needs. Open classes (nouns, verbs) are never listed whole. */
const words = (list: string) => new Set(list.split(/\s+/u).filter(Boolean));

/** "politely tell", "quickly write": how something is done, said before the verb. */
export const mannerAdverbs = new Set(
  `politely nicely kindly gently quickly briefly properly professionally tactfully diplomatically respectfully firmly
  calmly honestly gracefully casually formally clearly simply easily safely effectively`.split(/\s+/u),
);

export const determiners = words(`a an the some any my our your his her their its this that these those another
  each every few several many much more most no all both either neither same whole such`);

export const prepositions = words(`for to about on with of from in at by into onto over under after before during
  without like as than per via through around within between against toward towards including across along
  among behind beside beyond near off since until upon inside outside regarding re`);

export const conjunctions = words(`and but or so because since if when while where that which who whom whose
  though although unless whether then also plus nor yet`);

export const pronouns = words(`i me we us you he him she her they them it myself ourselves yourself himself herself
  themselves itself i'm i've i'll i'd we're we've we'll we'd you're you've they're they've he's she's it's there's
  that's what's who's someone somebody something anyone anything everyone everything nothing`);

export const auxiliaries = words(`is are was were be been being am 's 're 'm will would can could should shall may
  might must have has had do does did don't doesn't didn't won't can't isn't aren't wasn't weren't haven't hasn't
  hadn't shouldn't couldn't wouldn't need needs want wants got gotta keeps kept`);

/** Words that end a noun phrase. */
export const endsNounPhrase = (word: string) =>
  prepositions.has(word) || conjunctions.has(word) || pronouns.has(word) || auxiliaries.has(word);

/** Object pronouns that name who something is for ("make me a plan", "write them an apology"). */
export const indirectObjects = words("me us him her them you myself ourselves");

/** People a message goes to who are customers of the writer. */
export const customerNouns = words(`customer customers client clients guest guests buyer buyers shopper shoppers
  reviewer reviewers patron patrons subscriber subscribers user users member members tenant tenants`);

/** People who receive personal rather than business messages. */
export const personalNouns = words(`friend friends mom mum dad mother father parents grandma grandpa grandmother
  grandfather sister brother wife husband partner boyfriend girlfriend son daughter kids aunt uncle cousin
  neighbor neighbors neighbour neighbours bestie roommate flatmate housemate family niece nephew`);

/**
 * People one lives or works with: a problem with them is a matter for advice, not a repair ("my
 * boss takes credit for my work", "my kid won't eat vegetables"). A pet's sudden change is not in
 * it: it has causes to check, often medical.
 */
export const peopleNouns = new Set([
  ...personalNouns,
  ...words(`kid toddler baby child children teen teenager boss manager coworker coworkers colleague
  colleagues teammate teammates employee employees landlord teacher students team staff`),
]);

const ageNumber =
  /^(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)$/u;

/** "my son", "my 2 year old", "our 6-month-old": the words from `at` name a person — a child by their age. */
export const namesPerson = (words: readonly string[], at: number) => {
  const word = words[at] ?? "";
  if (peopleNouns.has(word) || /^\d{1,2}-(?:years?|months?)-olds?$/u.test(word)) return true;
  return (
    ageNumber.test(word) &&
    /^(?:years?|yrs?|months?)$/u.test(words[at + 1] ?? "") &&
    /^olds?$/u.test(words[at + 2] ?? "")
  );
};
