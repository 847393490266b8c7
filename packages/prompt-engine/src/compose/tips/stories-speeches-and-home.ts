import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for stories and games, speeches and scripts, and plans, recipes and choices at home. */
export const storiesSpeechesAndHomeTips: ExpertTip[] = [
  {
    kinds: ["speech"],
    about: "youtube broll retention talking-head longform",
    text: "Re-hook before each new section with a question or teaser, mark B-roll and on-screen text in brackets beside the lines they support, and place the call to action after the payoff.",
  },
  {
    kinds: ["creative-writing"],
    about: "bedtime children kids old reader toddler",
    text: "Match vocabulary and sentence length to the stated age — decodable words for early readers, more dialogue and chapters for older children — and make the main character the reader's age or slightly older.",
    // A story for children to read, not a poem they read out about a real person.
    unless: ["poem", "poems", "rhyme", "rhyming", "verse", "verses", "limerick", "haiku", "song", "acrostic"],
  },
  {
    kinds: ["creative-writing"],
    about: "rap verse bars hip hop multisyllabic",
    text: "Use multisyllabic and internal rhymes rather than only end rhymes, keep syllables per bar roughly even so it sits on the beat, and mark stresses or breaths so the flow can be performed.",
  },
  {
    kinds: ["creative-writing", "brainstorm"],
    about: "dnd d&d oneshot dungeon ttrpg campaign",
    text: "Give each hook a trigger or patron, stakes that matter to the party, a complication or twist, and the opening scene's location, so the DM can run it without filling gaps.",
    // Adventure hooks, not a campaign's name or one villain.
    when: [
      "hook",
      "hooks",
      "one-shot",
      "oneshot",
      "one shot",
      "adventure",
      "adventures",
      "quest",
      "quests",
      "session",
      "sessions",
      "plot",
      "plots",
    ],
  },
  {
    kinds: ["creative-writing"],
    about: "backstory backstories rpg pathfinder dnd origin",
    text: "Give the character a goal, a flaw and open threads the game master can use — an unpaid debt, a missing sibling, a rival — rather than a finished arc that leaves nothing to discover.",
  },
  {
    kinds: ["plan"],
    about: "packing suitcase luggage carryon hold",
    text: "Group items by category, flag what must travel in hand luggage (medication, documents, chargers, valuables), tell me to check the departure airport's current liquids rules, and match clothing to forecast and planned activities.",
    unless: ["road trip", "by car", "camping"],
  },
  {
    kinds: ["plan"],
    about: "bodyweight home workout equipment calisthenics",
    text: "Give a regression and progression for each exercise (wall, incline, floor push-up), suggest household substitutes for weights, and include a warm-up and a simple rep log so progress is visible.",
    unless: ["dumbbells", "kettlebell", "home gym", "no equipment", "without equipment", "no weights"],
  },
  // "no equipment" rules out water bottles as weights too.
  {
    kinds: ["plan"],
    about: "bodyweight home workout equipment calisthenics",
    when: ["no equipment", "without equipment", "no weights"],
    text: "Use bodyweight alone, give a regression and progression for each exercise (wall, incline, floor push-up), and include a simple rep log so progress is visible.",
  },
  {
    kinds: ["plan", "how-to", "advice", "question"],
    about: "postpartum workout exercise",
    whenPattern: /\bpost-?partum\b|\bafter (?:having|giving birth|the birth)\b|\bc-?section\b|\bdiastasis\b/u,
    text: "Build from breathing, pelvic-floor and deep-core work (heel slides, glute bridges, bird-dog) before crunches or straining, and name the signs to ease off and see a pelvic health physiotherapist: leaking, heaviness, or the belly doming along the midline.",
  },
  {
    kinds: ["recipe"],
    about: "air fryer airfryer basket crispy",
    text: "Give air-fryer temperature and time, say to cook in a single layer without overcrowding and shake or flip halfway, and note times vary between basket and oven-style models.",
  },
  {
    kinds: ["recipe"],
    about: "substitute substitution swap replacement ingredient",
    text: "Give each substitute with an exact ratio (for example lemon juice topped up with milk for buttermilk) and say how it changes rise, texture or browning.",
  },
  {
    kinds: ["recipe", "plan"],
    about: "dinner party hosting guests courses menu",
    text: "Choose courses that can mostly be made ahead, balance richness and oven use across courses, and add a countdown timetable working back from serving time.",
    // A dinner party's menu, not any party or event with guests.
    when: [
      "dinner party",
      "courses",
      "course menu",
      "three-course",
      "three course",
      "3 course",
      "3-course",
      "menu for",
      "hosting",
    ],
    unless: ["how do i cook", "how to cook", "how do i make", "what wine", "wine pairing", "run sheet", "gala"],
  },
  {
    kinds: ["comparison"],
    about: "insurance excess renewal premium noclaims",
    text: "Compare like for like on excess, cover limits, exclusions and add-ons rather than headline price, and check each quote's assumptions (mileage, named drivers, rebuild value) match reality.",
  },
  {
    kinds: ["comparison"],
    about: "car models hatchback suv running reliability",
    text: "Compare total cost of ownership — purchase price, depreciation, fuel or charging, insurance group, road tax and servicing — over the period I expects to keep the car.",
  },
  {
    kinds: ["creative-writing"],
    about: "fanfic fan fiction canon au fandom",
    text: "Keep canon characters' voices and established facts consistent unless an alternate universe is requested, and state which point in canon the story branches from.",
  },
  {
    kinds: ["creative-writing"],
    about: "dialogue subtext scene argument conversation",
    text: "Let characters avoid saying exactly what they mean, cut greetings and small talk, default to 'said' as the tag, and show who speaks through action beats.",
  },
  {
    kinds: ["creative-writing"],
    about: "acrostic vertical initials poem",
    text: "Let lines run on into each other instead of one disconnected sentence per letter, and check the first letters spell the word exactly.",
    unless: ["one sentence per letter"],
  },
  {
    kinds: ["creative-writing"],
    about: "riddle riddles brain teaser guess",
    text: "Make every clue literally true of the answer while pointing elsewhere, check no other common object fits all the clues, and give the answer separately.",
  },
  {
    kinds: ["creative-writing", "brainstorm"],
    about: "murder party game whodunnit players suspects",
    // A murder-mystery game, not every party with games.
    when: ["murder", "whodunnit", "whodunit", "murder mystery", "mystery party", "suspects", "culprit"],
    text: "Give each player a character sheet with secrets to reveal by round, make the clues identify exactly one culprit logically, and provide a separate host solution sheet.",
  },
  {
    kinds: ["creative-writing"],
    about: "worldbuilding magic system lore fantasy world",
    text: "Define the magic or technology's costs and limits, since constraints create plot, and reveal the world through what characters use and take for granted rather than exposition.",
  },
  {
    kinds: ["speech"],
    about: "mc compere emcee host running order",
    text: "Write a running order with timings, a link line between every item, and spare filler lines for delays or technical problems.",
  },
  {
    kinds: ["speech"],
    about: "award acceptance accepting prize winning trophy",
    text: "Thank the awarding body first, name the specific people who made it possible rather than 'everyone', and say in a sentence what the award means.",
    // A speech of thanks for an award the member receives, not one at a dinner where awards are handed out.
    when: [
      "accept",
      "accepting",
      "acceptance",
      "i won",
      "i've won",
      "we won",
      "we've won",
      "receiving",
      "been awarded",
      "winning the",
    ],
    unless: ["no thank", "without thanking", "presenting", "handing out", "giving out", "announcing the winners"],
  },
  {
    kinds: ["speech"],
    about: "layoffs redundancies redundancy restructuring laid",
    text: "State the news and who is affected at the start, explain the reason honestly, say what happens next with dates and where to get support, and avoid 'we're a family' language.",
  },
  {
    kinds: ["speech"],
    about: "officiant officiate officiating celebrant ceremony vows",
    text: "Lay out the full order (welcome, couple's story, readings, vows, rings, declaration, signing), and check the legally required wording and who may solemnise where the wedding takes place.",
    // The whole order of service, not the one part asked for.
    unless: [
      "just the",
      "only the",
      "the opening",
      "opening welcome",
      "the bit before",
      "the part before",
      "the welcome",
    ],
  },
  {
    kinds: ["speech"],
    about: "podcast intro cold open episode",
    // One episode's opening, not a channel's intro used on every video.
    whenPattern: /\b(?:this|today'?s|the|next|an?|first|latest) episode\b|\bguests?\b/u,
    unless: ["channel intro", "intro for our channel", "intro for my channel", "every video", "every episode"],
    text: "Start with a cold open from the episode's strongest moment, then name the show, host and guest with the episode's promise, saving housekeeping and sponsor reads for after.",
  },
  {
    kinds: ["translation"],
    about: "recipe measurements cups grams oven",
    text: "Convert units and oven temperatures to the target country's conventions, adapt ingredient names that differ regionally, and keep the original in brackets where equivalence is approximate.",
    unless: ["keep the original units", "keep units"],
  },
  {
    kinds: ["translation", "resume"],
    about: "cv abroad foreign overseas europass",
    text: "Adapt to the target country's CV conventions (photo, date of birth, length, headings) and give recognised equivalents for qualifications and job titles rather than literal translations.",
  },
  {
    kinds: ["how-to"],
    about: "paint painting emulsion walls decorating primer",
    text: "Cover prep in order — fill, sand, wash, mask, mist coat on new plaster — and take recoat times from the tin rather than guessing.",
  },
  {
    kinds: ["how-to"],
    about: "stain stains carpet wine grease blood",
    text: "Identify stain and fabric first, blot rather than rub, test the remedy on a hidden area, and never use hot water on protein stains like blood or egg.",
  },
  {
    kinds: ["plan", "recipe"],
    about: "christmas dinner roast turkey timing countdown",
    text: "Work back from serving time with oven temperatures and shelf positions so dishes don't compete, and use the meat's resting time to free the oven for the potatoes.",
    unless: ["vegetarian", "vegan", "nut roast"],
  },
  {
    kinds: ["plan"],
    about: "language fluent fluency duolingo conversational self-taught",
    text: "Combine daily spaced-repetition vocabulary, listening at my level and speaking practice from early on, with a measurable target such as a CEFR level by a date.",
  },
  {
    kinds: ["brainstorm"],
    about: "baby name names unisex newborn",
    text: "Check each name with the surname for flow, initials and likely nicknames, and give its origin and meaning.",
    // A business that makes baby blankets names no baby.
    unless: ["business", "shop", "brand", "company", "store", "etsy", "product", "products"],
  },
  {
    kinds: ["role-play"],
    about: "dungeon master text adventure dnd solo",
    text: "Describe the scene, then stop and ask what I do; never decide my character's actions or feelings, and state dice rolls openly when outcomes are uncertain.",
  },
  {
    kinds: ["role-play"],
    about: "debate opponent motion sparring rebuttal",
    text: "Argue the opposing side consistently with its strongest case, respond to what I actually said, and after each round name my weakest point.",
  },
  {
    kinds: ["image-prompt"],
    about: "thumbnail thumbnails youtube clickbait ctr",
    text: "Describe one large subject with a readable expression, strong contrast against a simple background, and empty space for title text added later in an editor rather than generated.",
    unless: ["with text", "include the title", "text in the image"],
  },
  {
    kinds: ["image-prompt"],
    about: "stable diffusion sdxl comfyui automatic1111 negative",
    text: "Give a weighted positive prompt and a separate negative prompt, plus sampler, steps, CFG scale and a resolution native to the model version.",
  },
  {
    kinds: ["image-prompt"],
    about: "pixel sprite sprites tileset retro 8bit 16bit",
    text: "Specify canvas resolution, a limited palette, no anti-aliasing and the view angle, and note generated output usually needs cleanup onto a true pixel grid.",
  },
  {
    kinds: ["comparison"],
    about: "broadband energy supplier tariff switch switching",
    text: "Compare total annual cost from standing charges and unit rates at my usage, plus contract length, exit fees and price-rise clauses, rather than headline rates.",
  },
  {
    kinds: ["comparison", "advice"],
    about: "rent renting buy buying home",
    // Renting or buying a home, not a wetsuit or skis ("renting one there vs buying a cheap one online").
    unlessPattern:
      /\b(?:rent(?:ing)?|hir(?:e|ing)) (?:a |an |one |the |them |some )?(?:\w+ )?(?:there|wetsuits?|skis?|boards?|bikes?|cars?|kit|gear|equipment|tools?|dress|suit|tux|costume|camera|lens)\b/u,
    text: "Compare total costs beyond rent versus mortgage — deposit opportunity cost, fees, maintenance, stamp duty, likely years staying — and show the break-even period under stated assumptions.",
    // Renting against buying, not rent paid named in a tax question.
    when: ["buy", "buying", "mortgage", "rent or buy", "rent vs", "renting vs", "own home", "purchase"],
    // Whether to rent or buy a home to live in, not whether to let one out.
    unless: ["rent out", "renting out", "let out", "letting out", "landlord"],
  },
];
