import { francAll } from "franc-min";

const wordList = (list: string) => list.split(" ");

/**
 * Words only Malay or only Indonesian uses for the same thing ("boleh" / "bisa", "kerana" /
 * "karena"): letter patterns alone barely tell the two apart.
 */
const malayOnly = wordList(
  "boleh sila kerana sahaja jiran nak tak awak wang kereta inggeris percuma encik puan kedai ni tu je kat dah surau",
);
const indonesianOnly = wordList("bisa karena saja uang mobil inggris gratis nggak gimana banget sih dong aja toko");
/**
 * The languages told apart, by their ISO 639-3 codes: their English names and, for those written
 * in Latin letters, words the language cannot do without. franc-min reads letter patterns, which
 * on a short English request ("product description lavender goat milk soap") can look French;
 * a request counts as written in another language only when that language's own words are there
 * (none that English has too: "do", "die", "come").
 */
const languages: Record<string, { name: string; words?: string[] }> = {
  eng: { name: "English" },
  spa: {
    name: "Spanish",
    words: wordList(
      "de la que el en y los las para con por una un mi es del al se lo como pero necesito quiero puedes",
    ),
  },
  fra: {
    name: "French",
    words: wordList(
      "de la le les et est un une des du pour que qui dans je mon ma mes avec sur pas ne il elle nous vous tu moi",
    ),
  },
  deu: {
    name: "German",
    words: wordList(
      "der das und ist ich nicht ein eine mit für auf den dem zu von mein meine wie bitte kannst mir sie wir",
    ),
  },
  por: {
    name: "Portuguese",
    words: wordList("de da que e em um uma para com não os meu minha por como pode preciso quero eu você na"),
  },
  ita: {
    name: "Italian",
    words: wordList("di il la che e è un una per con non sono mi mio mia del della puoi vorrei ho gli le"),
  },
  nld: {
    name: "Dutch",
    words: wordList("de het een en van ik niet met voor mijn je kun kan wat hoe dat naar ook"),
  },
  tgl: {
    name: "Tagalog",
    words: wordList("ang ng sa na mga ko ako po ba ay ito para niya kami namin paano pwede gusto"),
  },
  ind: {
    name: "Indonesian",
    words: [
      ...wordList("yang dan di ini itu untuk dengan saya tidak ada ke dari bisa apa bagaimana mau tolong"),
      ...indonesianOnly,
    ],
  },
  zlm: {
    name: "Malay",
    words: [
      ...wordList("yang dan di ini itu untuk dengan saya tidak ada ke dari apa bagaimana tolong kami"),
      ...malayOnly,
    ],
  },
  swh: {
    name: "Swahili",
    words: wordList("na ya wa kwa ni za la katika mimi wewe tafadhali nini jinsi kuhusu"),
  },
  hin: { name: "Hindi" },
  arb: { name: "Arabic" },
  rus: { name: "Russian" },
  ukr: { name: "Ukrainian" },
  cmn: { name: "Chinese" },
  jpn: { name: "Japanese" },
  kor: { name: "Korean" },
};
const candidates = Object.keys(languages);

const malayOrIndonesian = (words: string[], best: string) => {
  const malay = shareOf(words, malayOnly);
  const indonesian = shareOf(words, indonesianOnly);
  return malay > indonesian ? "zlm" : indonesian > malay ? "ind" : best;
};

/** Shorter requests say too little to tell one language from another. */
const MIN_LETTERS = 30;
/**
 * The share of a language's own words that marks a request as written in it; a pasted official
 * letter, with fewer of the everyday words a member types, is told by a smaller share.
 */
const OWN_WORDS_SHARE = 0.15;
export const PASTED_TEXT_OWN_WORDS_SHARE = 0.05;

const shareOf = (words: string[], own: readonly string[]) =>
  words.length === 0 ? 0 : words.filter((word) => own.includes(word)).length / words.length;

/**
 * The language a request is written in when it is clearly not English ("Hola, tengo una
 * pregunta…"), by its name; undefined for English, a mix, or too little text to tell.
 */
export const requestLanguage = (request: string, ownWordsShare = OWN_WORDS_SHARE): string | undefined => {
  if ((request.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return undefined;
  const [found = "und"] = francAll(request, { only: candidates, minLength: MIN_LETTERS })[0] ?? [];
  const words = request.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const best = found === "ind" || found === "zlm" ? malayOrIndonesian(words, found) : found;
  const language = languages[best];
  if (!language || best === "eng") return undefined;
  // A script of its own (Devanagari, Cyrillic, Han) says the language on its own.
  if (!language.words) return language.name;
  // "knife sharpening van tagline": one word a language shares with English ("van") tells nothing.
  const ownWords = new Set(words.filter((word) => language.words!.includes(word)));
  return shareOf(words, language.words) >= ownWordsShare && ownWords.size >= 2 ? language.name : undefined;
};

/** English, named in any of the languages told apart ("in English", "al inglés", "en anglais"). */
const english =
  /\b(?:english|ingl[eéê]s[ae]?|anglais|englisch(?:e[nmrs]?)?|inglese|engels|ingles|inggeris|inggris|kiingereza)\b/giu;
/** The member's own English ("mon anglais est moyen", "my English"): their skill, not the answer's language. */
const ownEnglish = /\b(?:my|mon|mi|mein|meu|mio|mijn)\s+$/iu;
/** English as what is spoken or learnt ("un entretien d'embauche en anglais", "a class in English"). */
const englishAsSubject =
  /\b(?:interview\w*|entretien\w*|entrevista\w*|vorstellungsgespräch\w*|colloquio|sollicitatiegesprek|exam\w*|prüfung\w*|esame|test|class\w*|cours|clases?|kurs\w*|corso|lessons?|leçons?|lecci[oó]n\w*|level|niveau|nivel|livello|speak\w*|parl\w*|habl\w*|sprech\w*|learn\w*|apprend\w*|aprend\w*|lern\w*|improv\w*|amélior\w*|mejor\w*|verbesser\w*)\b[^.?!\n]{0,25}$/iu;

/**
 * The member asks for something in English ("un correo en inglés", "answer in English"), not only
 * names English as their skill or the language of an interview, a class or an exam ahead: then the
 * answer is theirs in their own language.
 */
export const asksForEnglish = (request: string): boolean =>
  [...request.matchAll(english)].some((match) => {
    const before = request.slice(Math.max(0, match.index - 40), match.index);
    return !ownEnglish.test(before) && !englishAsSubject.test(before);
  });
