import type { KindId } from "../kinds.ts";

/** An image generator named as where the words go ("for midjourney", "in DALL-E"). */
const namesGenerator = /\b(?:midjourney|dall-?e|stable diffusion|sdxl|firefly|ideogram|leonardo ai|niji)\b/iu;
/** The prompt for a named generator asked for ("write me a midjourney prompt for…", "a prompt for dall-e"). */
const asksGeneratorPrompt =
  /\b(?:midjourney|mj|dall-?e(?:\s*\d)?|stable diffusion|sdxl|firefly|ideogram|leonardo(?: ai)?|niji)\s+prompts?\b|\bprompts?\s+(?:for|in|to use (?:in|with)|i can (?:use|put) in)\s+(?:midjourney|mj|dall-?e|stable diffusion|sdxl|firefly|ideogram|leonardo|niji)\b/iu;
/**
 * A picture named as the thing asked for, at the start or after an ask ("birthday card picture for
 * my nephew", "I need an image of the city", "product photos for my candles", "poster of the solar
 * system for my classroom", "product shot for my handmade soap", "prompt for a character portrait for
 * my dnd character").
 */
const asksForPicture =
  /(?:^|\b(?:i need|i want|i'd like|need|want|make|create|generate|draw|paint|give me|do|prompts? for)\s+(?:me\s+)?)(?:(?:a|an|some|the|\d+|two|three|four)\s+)?(?:[\p{L}'-]+\s+){0,3}?(?:images?|pictures?|pics?|photos?|photographs?|illustrations?|drawings?|paintings?|portraits?|artwork|concept art|posters?|wallpapers?|renders?|(?:product|hero|studio|lifestyle) shots?|flat ?lays?)\s+(?:of|for|showing|with)\b/iu;
/**
 * A picture named by its kind at the end of the first clause ("my old golden retriever as a
 * renaissance duke painting, ruff collar and all", "the lighthouse at dawn as an oil painting").
 */
const namesPictureKind =
  /^[^,.!?\n]{3,80}?\b(?:painting|portrait|illustration|drawing|sketch|watercolou?r|oil painting|artwork|wallpaper|render|cartoon)\s*(?:[,.!]|$)/iu;

/** A logo named first as the thing to make ("pigeon club logo, barnsley pithead, simple"), not ideas or a brief for one. */
const namesLogoFirst =
  /^\W*(?:(?:a|an|the|my|our)\s+)?(?:[\w'-]+\s+){0,3}?logo\b(?!\s+(?:ideas?|names?|brief|feedback|review|critique))/iu;

/**
 * What asks about a picture rather than for one: how to take or edit it, words for it ("write alt
 * text for…"), ideas, a view of the member's own ("feedback on my painting"). Words to letter on the
 * picture ("room at the top to write 'Happy 5th'") are part of it.
 */
const aboutPicture =
  /^\s*(?:how|what|why|which|where|when|can|could|should|is|are|do|does|(?:please |pls )?(?:write|draft))\b|\b(?:tips?|how (?:do|can|to|should)|caption\w*|descriptions?|alt text|edit\w*|retouch\w*|photoshop|lightroom|ideas|feedback|critique|review|rate|opinion|thoughts)\b|\b(?:my|our|his|her|their)\s+(?:[\w'-]+\s+)?(?:paintings?|drawings?|sketch(?:es)?|photos?|pictures?|artwork|portraits?)\b/iu;

/** "design ideas for our club jersey as an image": what is asked for is to be seen, as a picture. */
const asPicture = /\bas (?:an? )?(?:image|picture|illustration|render|mock-?up|drawing)\b/iu;
/** A thing whose design is described ("homebrew label for my hazy IPA… moody blue greens, vintage screenprint look"), not "things to cover"… */
const designedThing =
  /\b(?:label|logo|poster|flyer|(?:book|album|cd|ep|record|podcast|magazine|front|back) cover|cover (?:art|image|design)|sticker|badge|t-?shirt|tee|banner|album art|mural|map)\b/iu;
/** …by what it looks like: two or more words of colour, style, technique, view or frame ("top down view, 16:9"). */
const looks =
  /\b(?:look|vibe|aesthetic|palette|colou?rs?|blues?|greens?|reds?|yellows?|purples?|pinks?|oranges?|screen-?print|illustrat\w*|vintage|retro|minimalist|watercolou?r|hand[- ]?drawn|linocut|woodcut|ink|parchment|top[- ]down|isometric|aerial|bird'?s[- ]eye|\d{1,2}:\d{1,2})(?![\p{L}\p{N}])/giu;
/** Words to write for the thing, not a picture of it ("wording for our label", "a tagline"). */
const asksForWords = /\b(?:write|wording|text for|copy|tagline|slogan|description|caption|blurb)\b/iu;
/** Words the member will put on it themselves ("no labels, i want to write them on myself"): no words asked for. */
const addsOwnWords =
  /\b(?:i'?ll|i will|i want to|i'?m going to|we'?ll|we will|we want to)\s+(?:\w+\s+){0,2}?(?:write|add)\b[^.?!]*/giu;
const describesDesign = (request: string) =>
  designedThing.test(request) &&
  !asksForWords.test(request.replace(addsOwnWords, " ")) &&
  new Set((request.match(looks) ?? []).map((word) => word.toLowerCase())).size >= 2;

/** A question put about the picture ("how do I save it as an image?"). */
const asksAbout = /^\s*(?:how|what|why|which|where|when|can|could|should|is|are|do|does)\b/iu;

/**
 * Words of something to see: every picture among the labelled requests says one ("logo", "poster",
 * "mj prompt", "colouring page", "--ar 16:9", "coat of arms", "Bild") or describes a design by its
 * look; "a one page induction sheet… the blue crate, the red bin" does neither.
 */
const somethingToSee =
  /\b(?:images?|pictures?|pics?|photo\w*|logos?|posters?|illustrat\w*|drawings?|draw|drawn|art|artwork|icons?|banners?|midjourney|mj|dall-?e|stable diffusion|sd|render\w*|wallpapers?|thumbnails?|(?:book|album|cd|ep|record|podcast|magazine|front|back|cover) covers?|covers? (?:art|image|design|photo|for)|paint\w*|portraits?|stickers?|tattoos?|visual\w*|graphics?|mock-?ups?|scenes?|shots?|generator|emblem|mascot|characters?|designs?|flyers?|prints?|t-?shirts?|cards?|sketch\w*|comics?|cartoons?|anime|watercolou?rs?|3d|pixel|vector|backgrounds?|style|aesthetic|cinematic|landscape|colou?ring|coat of arms|maps?|pattern|bild|imagen|--ar)\b/iu;

/**
 * "Birthday card picture for my nephew…, cartoon style, bright", "I need an image of the port town
 * my players arrive at, for midjourney": the classifier sees a picture but not surely enough, and no
 * kind in particular gives an image generator nothing to work with. A picture asked for plainly, or
 * words for a named generator, is an image to make.
 */
export const withPictureAsked = (kind: KindId, request: string): KindId => {
  const read = pictureReading(kind, request);
  // "a one page induction sheet for new volunteers… blue crate… red bin": nothing in it to see.
  return read === "image-prompt" && !somethingToSee.test(request) && !describesDesign(request) ? "neutral" : read;
};

/** The reading before that check: a picture asked for, or the kind as it came. */
const pictureReading = (kind: KindId, request: string): KindId => {
  // Ideas asked for "as an image" are to be drawn, not listed.
  if ((kind === "neutral" || kind === "brainstorm") && asPicture.test(request) && !asksAbout.test(request))
    return "image-prompt";
  // "write me a midjourney prompt for…": the words for a generator, however the ask opens.
  if (kind === "neutral" && asksGeneratorPrompt.test(request)) return "image-prompt";
  if (kind !== "neutral" || aboutPicture.test(request)) return kind;
  return namesGenerator.test(request) ||
    asksForPicture.test(request) ||
    namesLogoFirst.test(request) ||
    namesPictureKind.test(request) ||
    describesDesign(request)
    ? "image-prompt"
    : kind;
};
