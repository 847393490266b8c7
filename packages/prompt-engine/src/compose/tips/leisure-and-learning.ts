import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for homework, languages, exams, hobbies, games, sport, verse forms and images made for fun. */
export const leisureAndLearningTips: ExpertTip[] = [
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
    about: "derivative differentiate integral integrate integration calculus product chain rule",
    text: "Name the rule used at each step (chain, product, quotient, substitution), add + C to every indefinite integral, and check the result by differentiating it back.",
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
  // Games, crafts and sport.
  {
    kinds: ["how-to", "explanation", "question"],
    about: "minecraft redstone farm build java bedrock survival",
    text: "Check whether the build targets Java or Bedrock Edition, since redstone behaviour, farm designs and commands differ between them.",
  },
  {
    kinds: ["advice", "explanation", "plan"],
    about: "chess opening openings rated rating elo lichess chesscom",
    text: "Below about 1500, learn one opening as White and one defence each to 1.e4 and 1.d4 by their ideas and typical plans rather than long move lists, and spend most study time on tactics.",
    when: ["chess", "lichess", "chess.com", "elo"],
  },
  {
    kinds: ["how-to", "explanation"],
    about: "board game card game rules explain teach players",
    text: "Explain the goal first, then setup, one turn, and how the game finishes, with a short example turn before any edge-case rules.",
  },
  {
    kinds: ["advice", "how-to", "plan"],
    about: "knitting knit beginner needles yarn project",
    text: "Suggest smooth, light-coloured worsted or aran-weight yarn with 4.5–5 mm (US 7–8) needles, a garter-stitch first project, and knitting a gauge swatch before anything that must fit.",
  },
  {
    kinds: ["advice", "how-to", "explanation"],
    about: "crochet crocheting amigurumi hook stitches pattern",
    text: "Check whether the pattern uses US or UK terms, since a UK double crochet is a US single crochet, and crochet amigurumi in a continuous spiral with a stitch marker at the start of each round.",
  },
  {
    kinds: ["how-to", "advice"],
    about: "sewing machine thread threading bobbin tension",
    text: "Thread with the presser foot raised so the thread seats in the tension discs, insert the bobbin in the direction the machine's manual shows, and test on a scrap of the same fabric.",
  },
  {
    kinds: ["how-to", "advice", "plan"],
    about: "woodworking woodwork wood table saw joinery grain plank timber",
    text: "Allow for seasonal wood movement across the grain (never fix a solid-wood top rigidly across its width), sand through the grits without skipping, and use push sticks and the blade guard on a table saw.",
  },
  {
    kinds: ["how-to", "advice", "feedback", "explanation"],
    about: "watercolor watercolour painting paint muddy colours colors paper",
    text: "Use 100% cotton 300 gsm (140 lb) paper, paint from light to dark, let each layer dry fully before glazing over it, and mix no more than two or three pigments to keep colours clean rather than muddy.",
  },
  {
    kinds: ["explanation", "question"],
    about: "offside rule football soccer",
    text: "Define offside precisely: in the opponents' half, nearer their goal line than both the ball and the second-last opponent when a teammate plays the ball, an offence only if then involved in play, and never from a goal kick, throw-in or corner.",
  },
  {
    kinds: ["explanation", "question"],
    about: "lbw cricket leg before wicket umpire",
    text: "Walk through the checks in order — pitched not outside leg stump, impact in line (or outside off with no shot offered), going on to hit the stumps — and note that bat before pad means not out.",
  },
  {
    kinds: ["explanation", "question"],
    about: "tennis scoring deuce tiebreak tie-break advantage love",
    text: "Explain points (love, 15, 30, 40, deuce, advantage), games to a set of six won by two with a tiebreak at 6–6 (first to seven points by two), and sets to a match.",
  },
  // Verse, scripts and stories.
  {
    kinds: ["creative-writing"],
    about: "villanelle write poem refrain",
    when: ["villanelle"],
    text: "Write 19 lines — five tercets and a closing quatrain — on two rhymes (ABA), with lines 1 and 3 repeating alternately as refrains and together as the final couplet, letting their meaning shift each time.",
  },
  {
    kinds: ["creative-writing"],
    about: "ballad write song poem",
    text: "Use quatrains alternating four- and three-stress lines rhyming ABCB, tell the story through action and dialogue, and consider a refrain.",
    when: ["ballad", "ballads"],
  },
  {
    kinds: ["creative-writing", "feedback"],
    about: "screenplay screenwriting scene film script",
    text: "Use screenplay format — scene headings (INT./EXT. LOCATION – DAY), present-tense action describing only what can be seen or heard, character names above their dialogue — at roughly a page per minute of screen time.",
    when: ["screenplay", "screenwriting", "slugline", "teleplay", "screen play"],
  },
  {
    kinds: ["creative-writing"],
    about: "lullaby lullabies baby sleep gentle song sing",
    text: "Keep lines short with a steady rocking rhythm, soft sounds and plenty of repetition, and let it wind down to the child drifting off.",
    when: ["lullaby", "lullabies"],
  },
  {
    kinds: ["creative-writing"],
    about: "mystery detective whodunit whodunnit clues suspects culprit novel",
    text: "Play fair with the reader: show every clue the detective uses, introduce the culprit early among plausible suspects, and never rest the solution on information kept from the reader.",
    unless: ["opening", "first line", "first paragraph", "party", "players", "game"],
  },
  {
    kinds: ["creative-writing", "message"],
    about: "get well soon card surgery recovery hospital",
    text: "Keep it to a few warm sentences that wish them well without predicting the outcome or minimising the illness, and offer one concrete kind of help if it fits.",
    when: ["get well"],
  },
  // Images made for fun.
  {
    kinds: ["image-prompt"],
    about: "map fantasy parchment kingdom island archipelago continent",
    text: "Ask for a top-down view with clear coastlines, mountains, forests and rivers that run from high ground to the sea, and leave place names to be added afterwards, since generators garble lettering.",
    when: ["map"],
  },
  {
    kinds: ["image-prompt"],
    about: "coat arms heraldry crest shield heraldic",
    text: "Follow heraldry's rule of tincture — no metal (gold, silver) on metal or colour on colour — and describe the shield, the charge and any crest, supporters or motto scroll separately.",
  },
  {
    kinds: ["image-prompt"],
    about: "infographic diagram labelled labels cycle chart",
    text: "Generate only the illustration with empty space for labels, and add the words and numbers in a design tool afterwards, since generators garble text and invent data.",
  },
  {
    kinds: ["image-prompt"],
    about: "book cover novel title author thriller fantasy kindle",
    text: "Use a portrait ratio around 2:3 (Kindle recommends 1600×2560), keep one strong focal image readable at thumbnail size, and leave clear space at top and bottom for the title and author name added afterwards.",
    when: ["cover"],
    unless: ["album", "record", "single", "ep"],
  },
  {
    kinds: ["image-prompt"],
    about: "banner header linkedin youtube etsy",
    text: "Keep the subject and any text inside the central safe area, since profile pictures and mobile crops cover the edges (YouTube shows only the central 1546×423 of its 2560×1440 channel art on every device), and use the platform's ratio when no size is given (LinkedIn 1584×396, Etsy 3360×840).",
    when: ["banner", "header", "channel art", "cover photo"],
  },
  {
    kinds: ["image-prompt"],
    about: "wallpaper phone instagram story reel pinterest",
    text: "Set the aspect ratio for where it will be shown — 4:5 or 1:1 for an Instagram post, 9:16 for stories, reels and phone wallpapers, 2:3 for Pinterest, 16:9 for a desktop — and keep key content away from the edges the app covers.",
  },
  {
    kinds: ["image-prompt"],
    about: "hands hand fingers holding gesture",
    text: "Keep hands simple — relaxed, partly hidden or in one clear pose — and plan to fix them with inpainting or a reroll, since generators still get finger counts wrong.",
  },
  {
    kinds: ["image-prompt"],
    about: "consistent same character recurring series multiple images scenes",
    text: "Reuse one fixed character description word for word in every prompt, plus a reference image where the tool supports it (Midjourney --cref, a fixed seed or reference image in Stable Diffusion), changing only pose and setting.",
    when: ["consistent", "same character", "same face", "recurring", "series of"],
  },
  {
    kinds: ["image-prompt"],
    about: "watercolor watercolour illustration painting style soft",
    when: ["watercolor", "watercolour", "water colour", "water color"],
    text: "Name the medium's real traits — visible cold-press paper texture, soft bleeding edges, granulation and white paper left unpainted — since 'watercolor' alone often gives a smooth digital gradient look.",
  },
  {
    kinds: ["image-prompt"],
    about: "dog cat pet renaissance oil painting portrait knight",
    text: "Describe the pet's breed, coat colours and markings precisely, since without an uploaded photo the generator invents a generic animal, and name the painting's period features (dark background, dramatic side light, period costume).",
    when: ["my dog", "my cat", "my corgi", "my pet", "our dog", "our cat", "my puppy", "my kitten"],
  },
  {
    kinds: ["image-prompt"],
    about: "mascot character brand club team friendly",
    text: "Ask for a simple, recognisable silhouette, a limited palette and one clear expression, shown full body, so the mascot still reads at icon size and can be redrawn in other poses.",
    when: ["mascot"],
  },
  // More homework, languages, hobbies and images.
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "probability dice coins independent events mutually exclusive",
    text: "Decide whether events are independent or mutually exclusive before combining them (multiply for 'and', add for 'or' only when they can't happen together), and use 1 − P(none) for 'at least one'.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "circuit circuits series parallel resistance current voltage",
    when: ["circuit", "circuits", "current", "voltage", "resistor", "resistors", "resistance"],
    text: "State that current stays the same through series components while voltage divides, that voltage matches across parallel branches while current splits, and that total resistance in parallel falls below the smallest branch.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "enzyme enzymes active site denature denatured",
    text: "Describe enzymes as denatured at high temperature or the wrong pH because the active site changes shape, never as 'killed', and low temperatures as only slowing them.",
  },
  {
    kinds: ["explanation", "question", "quiz", "lesson-material"],
    about: "german gender der die das noun nouns article",
    text: "Learn every noun with its article and plural, and use the reliable endings (-ung, -heit, -keit, -schaft feminine; -chen, -lein neuter; compounds take the last noun's gender).",
  },
  {
    kinds: ["explanation", "question"],
    about: "american football nfl downs touchdown",
    text: "Build it up from the four tries to gain ten yards, with a fresh set of four each time the ten yards are gained, then scoring: touchdown 6, extra point 1 or two-point conversion 2, field goal 3, safety 2.",
    when: ["american football", "nfl", "downs", "touchdown", "super bowl"],
  },
  {
    kinds: ["advice", "how-to", "plan"],
    about: "singing sing vocal voice range notes",
    text: "Warm up with lip trills and sirens, support the sound with steady breath rather than throat tension, and stop at any discomfort or hoarseness instead of pushing for high notes.",
  },
  {
    kinds: ["how-to", "advice"],
    about: "food photography photos photograph dish instagram",
    text: "Shoot by side or back window light with the flash off, from overhead for flat dishes and about 45° for tall ones, and wipe plate rims and add one prop or ingredient for context.",
    when: ["food", "dish", "dishes", "meal", "plate", "cake", "bakes"],
  },
  {
    kinds: ["advice", "plan", "comparison", "how-to"],
    about: "gaming pc build gpu cpu motherboard parts",
    text: "Check compatibility — CPU socket and motherboard chipset, DDR4 or DDR5 RAM, power supply wattage with headroom for the GPU, GPU length against the case — and weight the budget toward the GPU for the target resolution and frame rate.",
  },
  {
    kinds: ["how-to", "advice"],
    about: "candle candles soy wax wick fragrance",
    when: ["make", "making", "homemade", "diy", "pour", "pouring", "wick", "wicks"],
    unless: ["carpet", "stain", "out of", "remove", "removing"],
    text: "Match the wick to the container's diameter, add fragrance at the temperature and load the wax maker states (often 6–10%), and let soy candles cure for one to two weeks before a test burn.",
  },
  {
    kinds: ["how-to", "advice", "recipe"],
    about: "soap lye cold process soapmaking",
    text: "Run every recipe through a lye calculator with about 5% superfat, add lye to water (never water to lye) wearing goggles and gloves, and let cold-process bars cure four to six weeks.",
  },
  {
    kinds: ["image-prompt"],
    about: "comic strip panels panel speech bubbles",
    text: "Describe each panel separately with the same character descriptions word for word, and leave speech bubbles empty to fill in a design tool, since generators garble dialogue.",
  },
  {
    kinds: ["brainstorm", "lesson-material"],
    about: "book club discussion novel read group",
    text: "Write open questions about characters' choices, themes and the ending rather than plot recall, in the book's order, and mark spoilers for members who haven't finished.",
    when: ["discussion", "discuss", "questions", "talking points"],
    unless: ["name", "names"],
  },
];
