import type { ExpertTip } from "./expert-tip.ts";

/** The member keeps all words out of the picture, to add them later. */
export const NO_LETTERING = [
  ...["no text", "without text", "text-free", "no letters", "any letters", "no lettering", "no words"],
  ...["add the text myself", "add text myself", "add my own text", "add the text later", "add text later"],
  ...["space for text", "space for the text", "room for text", "room for the text"],
  ...["no labels", "no place name labels", "no name labels", "without labels", "unlabelled", "unlabeled"],
  ...["no captions", "no writing", "any writing", "without writing"],
];

/** A painted or drawn picture has no lens: camera words would pull it toward a photo. */
const PAINTED_OR_DRAWN = [
  ...["painterly", "painting", "painted", "oil paint", "watercolour", "watercolor", "illustration", "illustrated"],
  ...["cartoon", "anime", "manga", "drawing", "drawn", "sketch", "comic", "pixel art", "book cover", "vector"],
  ...["digital art", "fantasy art", "chibi", "caricature", "oil", "oils", "acrylic", "gouache", "pastel"],
  ...["charcoal", "pencil", "ink", "fresco", "mural", "impressionist", "renaissance", "baroque", "rococo"],
  ...["engraving", "woodcut", "linocut", "stained glass", "art nouveau", "pop art", "ukiyo-e"],
];

/** "no faces visible", "shot from behind": there is no face or expression to describe. */
const FACELESS = [
  ...["no faces", "no face", "faces not visible", "face not visible", "without faces", "faceless"],
  ...["from behind", "no faces visible", "faces hidden", "face hidden", "no faces of people", "no people"],
];

/**
 * A picture of someone, not a scene with a figure in it ("one person at the tiller"), nor
 * "portrait" as the picture's shape ("portrait ratio", "in portrait", "portrait, A3").
 */
const personPictured =
  /\b(?:headshots?|selfies?|faces?|close-?ups?|profile (?:picture|photo|pic)|(?:of|like) (?:me|myself|us)|my (?:mum|mom|dad|son|daughter|wife|husband|partner|gran|grandma|grandad|grandpa)|portraits?(?! (?:ratio|orientation|mode|format|aspect|size|layout))(?!,? ?(?:a[0-6]|letter|tabloid|poster|flyer)\b)(?<!\bin portrait))\b/u;

/** Expertise for image prompts: portraits, scenes, logos, posters, product shots and generator settings. */
export const imageTips: ExpertTip[] = [
  {
    kinds: ["image-prompt"],
    about: "portrait person face photo character",
    text: "Describe the lens and light (e.g. 85mm, soft window light) and the expression, not only the person.",
    unless: [...PAINTED_OR_DRAWN, ...FACELESS],
    whenPattern: personPictured,
  },
  {
    kinds: ["image-prompt"],
    about: "landscape cabin scene dusk night sunset",
    text: "Name the time of day and the light quality, and the foreground, middle ground and background.",
  },
  {
    kinds: ["image-prompt"],
    about: "logo icon emblem mark",
    text: "Ask for flat vector style, plain white background, few colours and no fine detail, and add the brand name afterwards in a design tool since generators often garble text.",
  },
  {
    kinds: ["image-prompt"],
    about: "poster flyer typography lettering",
    text: "Put the exact words in quotes and keep them to a few words, adding longer text afterwards, since most generators misspell long text.",
    // "leave space so I can add the text myself, dont generate any letters": no words go into the picture.
    unless: NO_LETTERING,
  },
  {
    kinds: ["image-prompt"],
    about: "children book illustration consistent character",
    text: "Describe the character identically in every prompt (age, hair, clothing colours) and keep one art style throughout (the one I name, if I name one), so pages stay consistent.",
    // Several pages of one book; a single illustration has nothing to stay consistent with, nor
    // does one drawn only in a book's look ("picture book style illustration").
    whenMade: true,
    when: [
      "pages",
      "page",
      "series",
      "consistent",
      "consistency",
      "same character",
      "throughout",
      "multiple",
      "several",
      "every illustration",
      "each illustration",
      "cover of my",
      "my book",
      "picture book",
      "storybook",
    ],
    unless: ["card", "door", "poster"],
  },
  {
    kinds: ["image-prompt"],
    about: "product photo shot studio packshot",
    text: "Choose the surface, light, camera angle, lens and background where I have not, in keeping with what I have chosen, so the product stands out clearly.",
    // "shot on 35mm film" of a farmer in a field is a photo with no product in it.
    when: [
      ...["product", "products", "packshot", "pack shot", "listing", "catalogue", "catalog", "ecommerce", "e-commerce"],
      ...["etsy", "amazon", "shopify", "my shop", "our shop", "packaging", "bottle", "jar", "candle", "mug"],
    ],
  },
  {
    kinds: ["image-prompt"],
    about: "portrait headshot face closeup lens",
    text: "Specify lens (e.g. 85mm), lighting (Rembrandt, golden hour), framing (head and shoulders) and expression, and avoid naming real private individuals.",
    unless: [...PAINTED_OR_DRAWN, ...FACELESS],
    whenPattern: personPictured,
  },
  {
    kinds: ["image-prompt"],
    about: "photorealistic realistic photograph lifelike",
    text: "Use photography terms — camera, lens, aperture, lighting, time of day — instead of 'ultra realistic 8k', and add imperfections like skin texture or grain.",
  },
  {
    kinds: ["image-prompt"],
    about: "midjourney parameter aspect ratio stylize",
    // No ratio of its own in the example: "aspect ratio for A4 portrait" is the member's to set.
    text: "Put parameters at the very end (--ar with the aspect ratio I want, then --style or --stylize) and use --no for exclusions rather than writing 'no X' inside the prompt.",
    // Midjourney's parameters, not another generator's.
    unless: ["stable diffusion", "sd", "dall-e", "dalle", "flux", "negative prompt"],
  },
];
