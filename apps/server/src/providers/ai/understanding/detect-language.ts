const languages = `English Spanish French German Italian Portuguese Japanese Chinese Mandarin Cantonese Korean Dutch
  Arabic Hindi Russian Polish Turkish Swedish Norwegian Danish Finnish Greek Hebrew Ukrainian Vietnamese Thai
  Indonesian Czech Romanian Hungarian Tagalog Swahili Bengali Urdu Persian Catalan`
  .split(/\s+/u)
  .filter(Boolean);

const languageNames = new Set(languages.map((language) => language.toLowerCase()));
/** "spanish", "japanese": the name of a language. */
export const isLanguageName = (word: string) => languageNames.has(word.toLowerCase());

const languagePattern = new RegExp(`(?<![\\p{L}])(?:in|into|to)\\s+(${languages.join("|")})(?![\\p{L}])`, "giu");
/** "English to Japanese", "from Spanish to English": a pair of languages a job works between. */
const languagePair = new RegExp(`(?<![\\p{L}])(?:${languages.join("|")})\\s+(?:to|into|and|&|-|–|>)\\s*$`, "iu");

/** The language the answer should be in, when the request names one ("in German", "into French"). */
export const requestedLanguage = (text: string): string | undefined => {
  // "my translation business, English to Japanese" names a pair of languages, not the answer's.
  const asked = [...text.matchAll(languagePattern)].find(
    (match) => !languagePair.test(text.slice(0, match.index + match[0].length - match[1]!.length)),
  );
  const name = asked?.[1];
  return name ? name.charAt(0).toUpperCase() + name.slice(1).toLowerCase() : undefined;
};

const englishWords = new Set(
  `the a an and or to of for in on with my our your i we you it is are be can this that me need want write make
  about please help how what from at by some need like just`.split(/\s+/u),
);

/** Function words of the other languages people write requests in, never English words. */
const functionWords: [string, Set<string>][] = [
  [
    "German",
    "der das und nicht ein eine einen mit für von auf dem des ich mir mich bitte wir oder aber meinen meine ist sie kannst schreib schreibe",
  ],
  ["French", "les et est une des du pour avec je moi mon ma mes pas sur dans vous peux écris écrire"],
  ["Spanish", "los las que por para una es con del mi mis el puedes escribe escribir necesito"],
  ["Italian", "che di non sono gli della il una mi puoi scrivi scrivere ho bisogno"],
  ["Portuguese", "não você uma com para meu minha pode escreva escrever preciso"],
  ["Dutch", "het een van ik niet voor mijn kun schrijf schrijven"],
].map(([language, words]) => [language!, new Set(words!.split(/\s+/u))]);

const hitsOf = (words: string[], set: Set<string>) => words.filter((word) => set.has(word)).length;
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * Whether the request is written in English. The composer's grammar is English; a request in
 * another language keeps its own words and gets an answer in its own language.
 */
export const isEnglish = (text: string): boolean => {
  const words = wordsOf(text);
  const english = hitsOf(words, englishWords);
  const foreign = Math.max(...functionWords.map(([, set]) => hitsOf(words, set)));
  // "schreib eine nachricht an meine kollegin": one word shared with English ("an") is outweighed.
  if (foreign >= 2 && foreign > english) return false;
  if (words.length < 4) return true;
  if (english / words.length >= 0.12) return true;
  // "draft a lease termination letter, 60 days notice": few function words, but none of another language.
  return foreign === 0;
};

/** The language a non-English request is written in, when its function words say so clearly. */
export const writtenLanguage = (text: string): string | undefined => {
  const words = wordsOf(text);
  const [best] = functionWords
    .map(([language, set]) => ({ language, hits: hitsOf(words, set) }))
    .sort((a, b) => b.hits - a.hits);
  return best && best.hits >= 2 ? best.language : undefined;
};
