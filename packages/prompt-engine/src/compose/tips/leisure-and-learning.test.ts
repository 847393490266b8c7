import { describe, expect, it } from "vitest";

import type { KindId } from "../../kinds.ts";
import { promptFor } from "../../testing/prompt-for-kind.ts";

type Case = [Exclude<KindId, "neutral">, string, RegExp];

describe("leisure-and-learning tips", () => {
  const fitting: Case[] = [
    [
      "question",
      "physics homework: a ball is thrown horizontally at 15 m/s from a 20m cliff, projectile motion",
      /SI \(km\/h/u,
    ],
    ["question", "how many grams of water form from 10g of hydrogen, moles question chemistry", /grams → moles/u],
    ["question", "balance this equation and show the steps: Fe + O2 -> Fe2O3", /never the subscripts/u],
    ["question", "find the derivative of x^2 sin x using the product rule", /inner and outer parts/u],
    ["question", "integrate x cos x, do i use substitution or by parts", /\+ C/u],
    ["question", "solve x^2 - 5x + 6 = 0 by factorising, quadratic equation", /discriminant/u],
    [
      "question",
      "a jacket costs £84 after a 30% decrease, what was the original price? reverse percentage",
      /multiplier/u,
    ],
    ["explanation", "explain osmosis and diffusion simply for my biology test", /partially permeable/u],
    [
      "question",
      "punnett square for two heterozygous parents, brown eyes dominant blue recessive genetics",
      /probabilities/u,
    ],
    ["question", "how useful is source A for studying the blitz? gcse history source question", /provenance/u],
    [
      "essay",
      "essay: to what extent was the treaty of versailles responsible for ww2? a-level history",
      /to what extent/u,
    ],
    ["essay", "essay on how shakespeare presents guilt in macbeth", /soliloquy/u],
    ["explanation", "when do i use por vs para in spanish", /por favor/u],
    ["explanation", "explain ser vs estar, i keep mixing them up", /listo/u],
    ["quiz", "quiz me on spanish verbs, preterite vs imperfect, i keep mixing them", /Llovía/u],
    ["quiz", "10 fill-in-the-blank sentences to practice german dative prepositions", /two-way prepositions/u],
    ["explanation", "when do you use the subjunctive in french", /espérer/u],
    ["explanation", "explain the japanese particles wa and ga", /minimal pairs/u],
    ["explanation", "explain mandarin chinese tones, i cant hear the difference", /sandhi/u],
    ["essay", "ielts writing task 2 essay: some people believe university should be free", /lexical resource/u],
    ["plan", "make me a 6 week study plan for the digital sat, target 1400", /Desmos/u],
    ["plan", "gcse revision plan for maths and english, exams in may, aqa", /command words/u],
    ["quiz", "uk driving theory test questions pls, my test is next week", /pass mark 43/u],
    ["plan", "i want to learn guitar as a beginner, 30 min a day, make me a plan", /open chords/u],
    ["how-to", "how do i change the strings on my acoustic guitar", /one string at a time/u],
    ["how-to", "how to photograph the milky way with my sony a6400", /500 rule/u],
    ["advice", "best way to learn chess openings as a 1200 rated player? I only have like 20 min a day", /tactics/u],
    ["advice", "I want to start knitting. What's a good first project and what needle size and yarn?", /gauge swatch/u],
    ["how-to", "how to crochet a amigurumi bear, what hook and stitches", /UK double crochet/u],
    ["how-to", "New to sewing. How do I thread a Brother machine and wind the bobbin?", /presser foot/u],
    ["explanation", "explain the offside rule in soccer, my son started playing", /second-last opponent/u],
    ["question", "what is lbw in cricket", /leg stump/u],
    ["creative-writing", "a villanelle poem about my garden in a drought", /19 lines/u],
    ["creative-writing", "screenplay scene: two estranged brothers meet at the reception", /INT\.\/EXT\./u],
    ["creative-writing", "a lullaby in spanish for my granddaughter, something gentle", /rocking rhythm/u],
    ["image-prompt", "fantasy map of an island kingdom with three mountains, parchment style", /top-down view/u],
    ["image-prompt", "coat of arms for my fantasy kingdom: a silver stag on a green field", /rule of tincture/u],
    ["image-prompt", "LinkedIn banner: abstract blue waves with empty space for text", /central safe area/u],
    ["image-prompt", "dall-e prompt for a watercolor illustration of a fox reading a book", /granulation/u],
    ["image-prompt", "make my dog look like a renaissance oil painting portrait", /breed, coat colours/u],
    ["question", "probability of getting at least one six when rolling 3 dice", /1 − P\(none\)/u],
    ["explanation", "explain series and parallel circuits, current and voltage, for gcse physics", /smallest branch/u],
    ["explanation", "explain how enzymes work and why they denature", /never as 'killed'/u],
    ["explanation", "how do i know if a german noun is der die or das", /-ung/u],
    ["explanation", "explain american football to me, i dont get the downs", /four tries to gain ten yards/u],
    ["advice", "how do i sing higher notes without straining my voice", /lip trills/u],
    ["how-to", "how to take better photos of my food for instagram with my phone", /45°/u],
    ["advice", "help me pick parts to build a gaming pc for 1000 dollars, 1440p", /CPU socket/u],
    ["how-to", "how do i make soy candles at home, wick and fragrance amounts", /cure for one to two weeks/u],
    ["how-to", "how do i make cold process soap with lye for the first time", /lye calculator/u],
    ["image-prompt", "4 panel comic strip of a cat stealing a sandwich, with speech bubbles", /speech bubbles empty/u],
    ["brainstorm", "discussion questions for our book club, we read lessons in chemistry", /spoilers/u],
  ];
  it.each(fitting)("brings a %s on the topic its expert point: %s", (kind, request, tip) => {
    expect(promptFor(kind, request)).toMatch(tip);
  });

  const nearMisses: Case[] = [
    ["question", "how much force do i need to lift a 20kg box", /SI \(km\/h/u],
    ["explanation", "what is the best source of protein for vegans", /provenance/u],
    ["essay", "essay on the extent of plastic pollution in oceans", /to what extent/u],
    ["quiz", "test me on spanish irregular preterite verbs", /Llovía/u],
    ["lesson-material", "worksheet past tense verbs for my adult esl class, beginner level", /imparfait/u],
    [
      "lesson-material",
      "exercise sheet on past participle agreement with avoir and être for year 10 French",
      /imparfait/u,
    ],
    ["quiz", "dmv permit test practice questions for california", /pass mark 43/u],
    ["how-to", "how do i change the strings on my tennis racket", /one string at a time/u],
    ["feedback", "rate my short story opening out of 10 and tell me what to improve", /tactics/u],
    ["creative-writing", "write the opening paragraph of a mystery novel set in a small town in maine", /Play fair/u],
    ["image-prompt", "children's book illustration of a fox, consistent style", /granulation/u],
    ["image-prompt", "album cover for my lo-fi ep, rain on a window", /Kindle/u],
    ["image-prompt", "photo of a golden retriever in a field", /breed, coat colours/u],
    ["creative-writing", "write a poem about the sea", /19 lines/u],
    ["explanation", "explain the difference between series and parallel in excel charts", /smallest branch/u],
    ["how-to", "how to get candle wax out of a carpet", /wick/u],
    ["brainstorm", "names for our book club", /spoilers/u],
    ["quiz", "pop quiz for our book club on the midnight library, 8 questions, fun not too hard", /spoilers/u],
    ["explanation", "derivative of e^(2x) cos x, and when is it product rule vs chain rule", /\+ C/u],
  ];
  it.each(nearMisses)("gives a %s that only shares words no tip: %s", (kind, request, tip) => {
    expect(promptFor(kind, request)).not.toMatch(tip);
  });
});
