import { youngLearnerPattern } from "../../signal-patterns.ts";
import type { ExpertTip } from "../expert-tip.ts";

/** Maths and science homework, history, literature and essays, language learning, exams, music, photography and video. */
export const homeworkLanguagesAndHobbiesTips: ExpertTip[] = [
  // Maths and science homework.
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "physics projectile velocity acceleration kinematics momentum",
    text: "Write the equation first, substitute values with their units converted to SI (km/h to m/s, g to kg), keep full precision until the end and round only the final result to the significant figures of the data.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "moles grams stoichiometry limiting reagent",
    text: "Go grams → moles → mole ratio from the balanced equation → grams, checking that the equation balances and which reactant limits, and round the result to the significant figures of the data.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "balance balancing chemical equation equations reactants products",
    text: "Balance by changing only the coefficients, never the subscripts, leave free elements and oxygen or hydrogen until last, and check by counting each element's atoms on both sides.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "derivative derivatives differentiate differentiation calculus product chain quotient rule",
    text: "Name the rule used at each step (product, chain, quotient), show the inner and outer parts before combining them, and simplify only at the end.",
    unless: ["integral", "integrals", "integrate", "integration", "antiderivative"],
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "integral integrals integrate integration antiderivative calculus substitution by parts",
    text: "Name the method used at each step (substitution, by parts, partial fractions), add + C to every indefinite integral, and check the result by differentiating it back.",
    when: ["integral", "integrals", "integrate", "integrating", "integration", "antiderivative"],
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "quadratic quadratics factorise factorize factoring discriminant roots",
    text: "Rearrange to equal zero before factorising or using the formula, use the discriminant to tell how many real roots exist, check each root by substitution, and never divide both sides by x, which loses the x = 0 root.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "reverse percentage percent original price increase decrease vat",
    text: "For a reverse percentage divide by the multiplier (1.2 after a 20% rise, 0.85 after a 15% cut) rather than taking the percentage off the new value, and check by applying the change forwards.",
    when: ["original", "before the", "reverse", "without vat", "before vat", "ex vat"],
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "significant figures sig figs decimal places rounding",
    text: "Count significant figures from the first non-zero digit, count trailing zeros after a decimal point (2.50 has three), and keep significant figures and decimal places distinct.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "photosynthesis respiration aerobic anaerobic glucose chlorophyll",
    // Symbol equations are for secondary school: a Year 5 child or a 10-year-old gets the word equation.
    unlessPattern: youngLearnerPattern,
    text: "Give both the word and balanced symbol equations, and keep the processes distinct: plants respire all the time, day and night, not only when photosynthesis stops.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "osmosis diffusion membrane permeable active transport",
    text: "Describe osmosis as the net movement of water through a partially permeable membrane from a dilute to a more concentrated solution (higher to lower water potential), and distinguish diffusion, osmosis and active transport by what moves and whether it needs energy.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "punnett square genetics alleles allele dominant recessive genotype phenotype cross",
    text: "Write the parents' genotypes and gametes before the Punnett square, give offspring as genotype and phenotype ratios, and explain that the ratios give probabilities for each child, not guaranteed counts.",
  },
  // History, literature and essays.
  {
    kinds: ["essay", "explanation", "question", "feedback", "lesson-material"],
    about: "source sources provenance useful reliable reliability utility",
    text: "Judge each source's usefulness from its content and its provenance (who made it, when, why and for whom) checked against own knowledge, instead of calling a source unreliable just because it is biased or secondary.",
    when: ["source", "sources", "provenance"],
  },
  {
    kinds: ["essay", "feedback"],
    about: "extent responsible responsibility factor factors judgement significant",
    text: "Reach a firm judgement on 'to what extent' from the opening paragraph and sustain it, weighing the named factor against others in every paragraph rather than only in the conclusion.",
    when: ["extent"],
  },
  {
    kinds: ["essay", "explanation", "lesson-material"],
    about: "shakespeare macbeth hamlet othello romeo juliet",
    text: "Treat it as a play written for performance: comment on dramatic methods (soliloquy, dramatic irony, stage directions), quote with act and scene, and use Elizabethan or Jacobean context only where it sharpens the point.",
  },
  {
    kinds: ["essay", "explanation"],
    about: "rhetorical analysis ethos pathos logos rhetoric speech appeals",
    text: "Tie each rhetorical choice to the speaker's purpose, audience and occasion, and analyse how specific words and structures work instead of only labelling them ethos, pathos or logos.",
  },
  {
    kinds: ["essay", "explanation", "lesson-material"],
    about: "poem poetry gcse anthology imagery language structure form analyse analysis",
    text: "Embed short quotations and zoom in on single words and techniques with their effect on the reader, and comment on form and structure (line breaks, stanza shape, volta) as well as language.",
    unless: ["write a poem", "write me a poem"],
  },
  // Language learning.
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "por para spanish difference",
    text: "Contrast para (destination, purpose, deadline, recipient) with por (cause, exchange, duration, means, movement through) using paired examples, and flag fixed phrases such as por favor and gracias por.",
    when: ["por"],
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "ser estar spanish difference",
    text: "Explain ser for identity, characteristics, time and origin and estar for location and temporary states, note that the location of an event takes ser, and list adjectives that change meaning (listo, aburrido, malo).",
    when: ["estar"],
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "preterite imperfect spanish past tense tenses",
    text: "Contrast the preterite for completed, bounded actions with the imperfect for background, description, habit and ongoing states, and show both in one narrative sentence ('Llovía cuando salí').",
    when: ["imperfect", "imperfecto", "imperfects"],
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "german case cases accusative dative genitive nominative articles prepositions",
    text: "Cover each case's job (subject, direct object, indirect object, possession) and the article changes by gender, including fixed-case prepositions (mit, nach, von, zu take the dative; durch, für, ohne, um the accusative) and two-way prepositions (dative for location, accusative for movement).",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "german word order verb second position subordinate clause weil dass",
    text: "Put the conjugated verb in second position in main clauses, even after a fronted time phrase, and at the end after weil, dass, wenn and other subordinating conjunctions.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "french subjunctive subjonctif triggers",
    text: "List the common triggers (il faut que, vouloir que, emotions, doubt, bien que, avant que, pour que), note that espérer que and affirmative penser que take the indicative, and build forms from the ils present stem.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "passé passe composé compose imparfait french past tense",
    text: "Contrast completed events (passé composé) with background, description and habit (imparfait), and cover which verbs take être and the past participle agreement that follows.",
    when: ["imparfait", "imperfect"],
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "japanese particle particles wa ga wo ni de は が",
    text: "Contrast は (topic, contrast) with が (new information, subject of existence, likes and ability) and に (destination, time, where something exists) with で (where an action happens, means), using minimal pairs.",
  },
  {
    kinds: ["plan", "how-to", "advice"],
    about: "japanese hiragana katakana kanji learn",
    text: "Learn hiragana fully before katakana, then learn kanji through vocabulary words rather than as isolated characters, with correct stroke order and spaced-repetition review.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "mandarin chinese tones tone pinyin pronunciation",
    text: "Practise tones in two-syllable pairs rather than alone, and cover tone sandhi: two third tones make the first a second tone, and 不 and 一 change tone before a fourth tone.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "present perfect past simple tense english",
    text: "Use the present perfect for unfinished time periods and present relevance and the past simple for finished times, and show that definite past time words (yesterday, ago, in 2019) take the past simple.",
    when: ["present perfect"],
  },
  // Exams.
  {
    kinds: ["essay", "feedback"],
    about: "ielts writing task 2 essay band opinion",
    text: "Answer every part of the question with a clear position throughout, in four or five paragraphs of at least 250 words, and judge it against the four criteria: task response, coherence and cohesion, lexical resource, and grammatical range and accuracy.",
    when: ["ielts"],
    unless: ["task 1"],
  },
  {
    kinds: ["essay", "feedback"],
    about: "ielts task 1 graph chart table diagram describe academic",
    text: "Write an overview of the main trends with no opinions or reasons, group the data rather than listing every number, compare key figures, and reach at least 150 words.",
    when: ["task 1"],
  },
  {
    kinds: ["plan", "quiz", "advice"],
    about: "sat digital desmos psat bluebook",
    text: "Match the current digital SAT: math with a calculator (built-in Desmos) allowed throughout and some student-produced responses, and reading and writing as brief passages, each followed by a single item.",
    when: ["sat", "psat"],
  },
  {
    kinds: ["plan", "advice"],
    about: "gcse gcses a-level alevels past papers mark scheme aqa edexcel ocr grade revision",
    text: "Practise past papers under exam conditions, mark them against the exam board's mark schemes, and learn the command words (describe, explain, evaluate), since marks depend on doing exactly what each command word requires.",
    when: ["gcse", "gcses", "a-level", "a level", "a-levels", "a levels", "aqa", "edexcel", "ocr"],
  },
  {
    kinds: ["quiz", "plan"],
    about: "driving theory test hazard perception dvsa",
    text: "Match the UK theory test: 50 multiple-choice questions drawn from the Highway Code and DVSA's official material (pass mark 43), with hazard perception a separate clip-based part (pass mark 44 of 75).",
    when: ["uk", "dvsa", "highway code", "hazard perception", "england", "britain"],
  },
  // Music.
  {
    kinds: ["plan", "how-to", "advice"],
    about: "guitar chords beginner strumming acoustic",
    text: "Start with a few open chords (Em, Am, C, G, D), practise one-minute changes between pairs of them, and favour short daily sessions so fingertips build calluses without pain.",
    unless: ["restring", "strings", "bass"],
  },
  {
    kinds: ["plan", "how-to", "advice"],
    about: "piano keyboard learn beginner adult self-taught practice",
    text: "Practise slowly with hands separately before together and with a metronome, and learn to read notation alongside any app so progress doesn't stall at falling-note tutorials.",
  },
  {
    kinds: ["brainstorm", "explanation", "creative-writing", "question"],
    about: "chord progression progressions chords key songwriting song",
    text: "Give chords with Roman numerals in a stated key (I–V–vi–IV is C–G–Am–F in C) so they can be transposed, and suggest a capo position if it's for guitar.",
    when: ["chord", "chords", "progression"],
  },
  {
    kinds: ["how-to"],
    about: "restring strings string change changing guitar",
    when: ["guitar"],
    text: "Change one string at a time to keep tension on the neck, leave two or three winds on the post for wound strings and a few more for plain ones, stretch each new string gently, and retune several times.",
  },
  {
    kinds: ["explanation", "question", "lesson-material"],
    about: "music theory scales scale major minor key signature intervals",
    text: "Build scales from the step pattern (whole-whole-half-whole-whole-whole-half for major), and show each major key's relative minor sharing its key signature.",
  },
  // Photography and video.
  {
    kinds: ["explanation", "question", "how-to", "advice"],
    about: "aperture shutter speed iso exposure manual mode camera",
    text: "Explain each setting's trade-off — aperture with depth of field, shutter speed with motion blur (at least 1/focal length handheld), ISO with noise — and give starting settings for the scene named.",
  },
  {
    kinds: ["explanation", "question", "how-to", "advice"],
    about: "astrophotography milky photograph stars sky",
    // Photographing the sky, not a question about it ("why is the night sky dark?").
    whenPattern:
      /\b(?:astrophotograph\w*|photo\w*|camera|shoot\w*|shots?|exposures?|lens|tripod|dslr|mirrorless|iso)\b/u,
    text: "Use a tripod, the widest aperture, ISO 1600–6400 and the 500 rule (500 ÷ focal length, less on crop sensors) for the longest exposure before stars trail, focused manually on a bright star, away from light pollution and the moon.",
  },
  {
    kinds: ["explanation", "question", "how-to", "advice"],
    about: "video filming frame rate fps shutter cinematic footage",
    text: "Follow the 180° shutter rule — a shutter speed about double the frame rate (1/50 for 25 fps, 1/60 for 30) — and use an ND filter rather than a faster shutter in daylight.",
  },
  {
    kinds: ["explanation", "question", "how-to"],
    about: "composition rule thirds leading lines framing photography",
    text: "Pair the rule of thirds with leading lines, foreground interest and a clean background, and show when to break it, such as centred symmetry or minimal scenes.",
  },
];
