import type { ExpertTip } from "../expert-tip.ts";

/** Hands are what the picture shows ("two hands signing", "a close-up of her hands"): they cannot be hidden. */
const HANDS_AS_SUBJECT =
  /\bhands? (?:signing|holding|clasp\w*|shaking|reaching|making|forming|touching|together|joined)\b|\b(?:two|both|pair of|close-?up of (?:[\w']+ ){0,2})hands\b/u;

/** Games, crafts and sport, verse, scripts and stories, images made for fun, more homework, languages, hobbies and images. */
export const gamesVerseAndImagesTips: ExpertTip[] = [
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
    // A game named, not "rules" and "shifts" at work.
    whenPattern: /\b(?:game|games|board ?game|card game|dice|players?|deck)\b/u,
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
    // Stitches and patterns are embroidery's and knitting's words too.
    when: ["crochet", "crocheting", "crocheted", "amigurumi", "hook"],
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
    whenMade: true,
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
    // The member who sets the ratio and where the title goes has chosen the layout.
    // A square cover (a podcast's, an album's, "3000x3000") is no book's.
    unlessPattern:
      /\bratio\b|\b\d+(?:\.\d+)?\s?:\s?\d+(?:\.\d+)?\b|\b(?:top|bottom) (?:third|half)\b|\bsquare\b|\b(\d{3,4})\s?x\s?\1\b|\b(?:podcast|album|single|ep|playlist|spotify)\b/u,
    when: ["cover"],
    whenMade: true,
    unless: ["album", "record", "single", "ep"],
  },
  {
    kinds: ["image-prompt"],
    about: "banner header linkedin youtube etsy",
    text: "Keep the subject and any text inside the central safe area, since profile pictures and mobile crops cover the edges (YouTube shows only the central 1546×423 of its 2560×1440 channel art on every device), and use the platform's ratio when no size is given (LinkedIn 1584×396, Etsy 3360×840).",
    when: ["banner", "header", "channel art", "cover photo"],
    whenMade: true,
  },
  {
    kinds: ["image-prompt"],
    about: "wallpaper phone instagram story reel pinterest",
    text: "Set the aspect ratio for where it will be shown — 4:5 or 1:1 for an Instagram post, 9:16 for stories, reels and phone wallpapers, 2:3 for Pinterest, 16:9 for a desktop — and keep key content away from the edges the app covers.",
    // "aspect ratio 9:16", "--ar 2:3", "A4 portrait": the member has set it.
    unlessPattern:
      /\b\d{1,2}\s?:\s?\d{1,2}\b|--ar\b|\baspect ratio\b|\b(?:portrait|landscape) (?:format|orientation)\b/u,
  },
  {
    kinds: ["image-prompt"],
    about: "hands hand fingers holding gesture",
    text: "Keep hands simple — relaxed, partly hidden or in one clear pose — and plan to fix them with inpainting or a reroll, since generators still get finger counts wrong.",
    unlessPattern: HANDS_AS_SUBJECT,
  },
  {
    kinds: ["image-prompt"],
    about: "hands fingers signing holding gesture",
    text: "Describe each hand's pose plainly (which fingers are raised, bent or touching) and ask for five fingers on each, and plan to fix them with inpainting or a reroll, since generators still get finger counts wrong.",
    whenPattern: HANDS_AS_SUBJECT,
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
    text: "Name the medium's real traits — visible cold-press paper texture, soft bleeding edges, granulation and bare paper left unpainted in places — since 'watercolor' alone often gives a smooth digital gradient look.",
    // A logo or a stamp in a watercolour look must stay simple and flat enough to print; a
    // botanical or field-guide plate is drawn for accuracy, with crisp edges and no loose washes.
    unless: [
      ...["logo", "icon", "stamp", "sticker", "emblem", "badge", "print on", "botanical", "field guide"],
      ...["scientific", "accuracy", "accurate", "identification", "identify", "tell them apart"],
    ],
  },
  {
    kinds: ["image-prompt"],
    about: "dog cat pet renaissance oil painting portrait knight",
    text: "Describe the pet's breed, coat colours and markings precisely, since without an uploaded photo the generator invents a generic animal, and name the painting's period features (dark background, dramatic side light, period costume).",
    when: ["my dog", "my cat", "my corgi", "my pet", "our dog", "our cat", "my puppy", "my kitten"],
    // A portrait of the member's pet, not a logo for "my pet sitting business".
    whenPattern:
      /\b(?:portrait|painting|painted|renaissance|oil|regal|royal|knight|duke|duchess|queen|king|admiral)\b/u,
  },
  {
    kinds: ["image-prompt"],
    about: "mascot character brand club team friendly",
    text: "Ask for a simple, recognisable silhouette, a limited palette and one clear expression, shown full body, so the mascot still reads at icon size and can be redrawn in other poses.",
    when: ["mascot"],
    // A mascot logo is an emblem (a head or bust in a badge), not a character sheet; a mascot on a
    // card or a poster is a picture with its own style ("a tarot card style image of our mascot").
    unless: ["logo", "emblem", "badge", "crest", "icon", "card", "tarot", "poster", "scene", "painting"],
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
    // A test result's range and a doctor's note are no singer's.
    when: ["sing", "singing", "singer", "vocal", "vocals", "voice", "choir", "karaoke", "song", "songs"],
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
    // A book to discuss, not any group's discussion ("faith discussion for our youth group").
    whenPattern: /\b(?:books?|novels?|read|reading|chapters?|authors?|memoir)\b/u,
    unless: ["name", "names"],
  },
];
