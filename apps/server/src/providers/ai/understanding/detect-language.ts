const languages = `English Spanish French German Italian Portuguese Japanese Chinese Mandarin Cantonese Korean Dutch
  Arabic Hindi Russian Polish Turkish Swedish Norwegian Danish Finnish Greek Hebrew Ukrainian Vietnamese Thai
  Indonesian Czech Romanian Hungarian Tagalog Swahili Bengali Urdu Persian Catalan`
  .split(/\s+/u)
  .filter(Boolean);

const languagePattern = new RegExp(`(?<![\\p{L}])(?:in|into|to)\\s+(${languages.join("|")})(?![\\p{L}])`, "iu");

/** The language the answer should be in, when the request names one ("in German", "into French"). */
export const requestedLanguage = (text: string): string | undefined => {
  const name = languagePattern.exec(text)?.[1];
  return name ? name.charAt(0).toUpperCase() + name.slice(1).toLowerCase() : undefined;
};

const englishWords = new Set(
  `the a an and or to of for in on with my our your i we you it is are be can this that me need want write make
  about please help how what from at by some need like just`.split(/\s+/u),
);

/**
 * Whether the request is written in English. The composer's grammar is English; a request in
 * another language gets the neutral structure and an answer in its own language.
 */
/** Function words of the other languages people write requests in, never English words. */
const otherLanguagesWords = new Set(
  `der das und nicht ein eine mit für von auf dem des ich mir mich bitte wir oder aber meinen meine
  los las que por para una es con del mi le les et est une des du pour avec je moi mon ma mes pas sur dans
  che di non sono gli della não você uma com het een van ik niet voor`.split(/\s+/u),
);

export const isEnglish = (text: string): boolean => {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 4) return true;
  if (words.filter((word) => englishWords.has(word)).length / words.length >= 0.12) return true;
  // "draft a lease termination letter, 60 days notice": few function words, but none of another language.
  return !words.some((word) => otherLanguagesWords.has(word));
};
