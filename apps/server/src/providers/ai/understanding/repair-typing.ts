import { wordPattern } from "./word-pattern.ts";

/**
 * Contractions typed without their apostrophe, and the handful of misspellings and chat shorthands
 * that are never anything else. Words that are also real words ("its", "were", "id", "ill",
 * "wont", "lets") are left alone, unless their neighbours say which they are.
 */
const repairs: Record<string, string> = {
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  shouldnt: "shouldn't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  mustnt: "mustn't",
  im: "I'm",
  ive: "I've",
  youre: "you're",
  youve: "you've",
  theyre: "they're",
  thats: "that's",
  whats: "what's",
  wheres: "where's",
  theres: "there's",
  heres: "here's",
  shes: "she's",
  hes: "he's",
  tommorow: "tomorrow",
  tomorow: "tomorrow",
  recieve: "receive",
  definately: "definitely",
  seperate: "separate",
  alot: "a lot",
  becuase: "because",
  teh: "the",
  wich: "which",
  thru: "through",
  tho: "though",
  pls: "please",
  plz: "please",
  u: "you",
  ur: "your",
  reciepe: "recipe",
  recipie: "recipe",
  reccomend: "recommend",
  recomend: "recommend",
  reccommend: "recommend",
  untill: "until",
  wierd: "weird",
  beleive: "believe",
  freind: "friend",
  freinds: "friends",
  buisness: "business",
  bussiness: "business",
  resturant: "restaurant",
  restaraunt: "restaurant",
  calender: "calendar",
  enviroment: "environment",
  goverment: "government",
  neccessary: "necessary",
  accomodation: "accommodation",
  begining: "beginning",
  writting: "writing",
  grammer: "grammar",
  sentance: "sentence",
  occured: "occurred",
  wanna: "want to",
  gimme: "give me",
  sth: "something",
  msg: "message",
  msgs: "messages",
  smth: "something",
  lemme: "let me",
  gonna: "going to",
};

// Never next to a full stop: "U.S." is not "you".
const pattern = new RegExp(`(?<![.])${wordPattern(Object.keys(repairs).join("|")).source}(?![.])`, "giu");

/** "a thank you email": the phrase is one modifier, written as such so it reads as part of the noun. */
const thankYouModifier =
  /(?<![\p{L}])([Tt])hank\s+you(?=\s+(?:email|e-mail|note|card|message|letter|text|gift|speech|post)s?(?![\p{L}]))/gu;

/** "its a java app": before an article or a participle "its" can only be "it's". */
const itIs =
  /(?<![\p{L}'’])([Ii])ts(?=\s+(?:a|an|the|not|been|being|going|just|so|too|very|really|always|never|still|all|my|our|your|like)(?![\p{L}'’]))/gu;

/** "my kid wont eat": "wont" is "won't" unless it is someone's habit ("as was his wont"). */
const wont = /(?<![\p{L}'’])(?<!(?:his|her|their|its|my|our|your)\s+)([Ww])ont(?![\p{L}'’])/gu;

/** "a astronaut": the article before a vowel sound, where the next word cannot be a label ("plan a or b"). */
const anBeforeVowel =
  /(?<![\p{L}'’.-])a(?=\s+(?!eu|ewe|onc|one(?![\p{L}])|oui|(?:and|also|are)(?![\p{L}]))[aeio]\p{L}{2,})/gu;

/** Restores what hasty typing drops, so the rest of the analysis reads ordinary English. */
export const repairTyping = (text: string): string =>
  text
    .replace(thankYouModifier, "$1hank-you")
    .replace(itIs, "$1t's")
    .replace(wont, "$1on't")
    .replace(anBeforeVowel, "an")
    .replace(pattern, (word) => {
      const repaired = repairs[word.toLowerCase()] ?? word;
      return word[0] === word[0]?.toUpperCase() && word[0] !== word[0]?.toLowerCase()
        ? repaired.charAt(0).toUpperCase() + repaired.slice(1)
        : repaired;
    });
