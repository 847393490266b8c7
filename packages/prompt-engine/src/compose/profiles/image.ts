import { NO_LETTERING } from "../tips/images.ts";
import { designsItself, makesLogo, namesGraphic, writesImagePrompt } from "./image-phrases.ts";
import type { KindProfile } from "./kind-profile.ts";

/** Several versions of the prompt asked for ("give me like 3 versions of the prompt", "3 variations"). */
const asksVersions = (lower: string) =>
  /\b(?:\d+|two|three|four|five|a few|some|couple of|several)\s+(?:[\w-]+\s+)?(?:versions?|variations?|variants?|options|takes)\b/u.test(
    lower,
  );
/** The member sets the generator's parameters ("with different --ar and --stylize settings", "2:3 ratio"). */
const setsParameters = (lower: string) =>
  /--\w|\b(?:aspect ratio|stylize|chaos)\b|\b\d{1,2}\s?:\s?\d{1,2}(?:\s+ratio)?\b/u.test(lower);

/** What an expert insists on for an image, its prompt, or a design the member builds. */
export const imageProfiles: Record<"image-prompt", KindProfile> = {
  "image-prompt": {
    role: "an expert at writing prompts for image generators",
    essentials: [
      {
        text: "Create the image I describe; if you cannot create images, write it as one paragraph an image generator can take, subject first.",
        only: (signals) => !writesImagePrompt(signals.lower) && !designsItself(signals.lower),
      },
      {
        text: "Give me what to build it with myself, not an image: the exact wording, a layout from top to bottom, a colour palette with hex codes, and two fonts that stay readable at the distance it is seen from.",
        only: (signals) => designsItself(signals.lower),
      },
      {
        text: "Write the image prompt as one paragraph: the subject first, then setting, composition and camera angle, lighting, style and colour palette.",
        only: (signals) =>
          writesImagePrompt(signals.lower) && !namesGraphic(signals.lower) && !asksVersions(signals.lower),
      },
      {
        text: "Write the image prompt as one paragraph: the subject first, then layout, shapes, style and colour palette.",
        only: (signals) =>
          writesImagePrompt(signals.lower) && namesGraphic(signals.lower) && !asksVersions(signals.lower),
      },
      // "give me 3 variations with different --ar and --stylize settings": each version a paragraph.
      {
        text: "Write each version of the image prompt as one paragraph: the subject first, then setting, composition, lighting, style and colour palette, and make the versions differ where I say.",
        only: (signals) => writesImagePrompt(signals.lower) && asksVersions(signals.lower),
      },
      { text: "Keep every visual detail I give, and add none that contradicts it." },
      // "leave space so I can add the text myself, dont generate any letters".
      {
        text: "Say in the prompt itself that the image has no text or letters of any kind, since generators add stray lettering to posters and signs.",
        when: NO_LETTERING,
      },
      {
        text: "Leave the part of the picture I hold for my words as plain, even background, with nothing of the scene in it.",
        when: ["empty space", "blank space", "space for", "room for", "leave space", "leave room", "copy space"],
      },
      {
        text: "Put any words that must appear in the image in quotes, spelled exactly as I give them, and keep other text out of it.",
        // Words in quotation marks, not an apostrophe ("don't make it babyish").
        only: (signals) =>
          /\b(?:text|words?|title|says?|saying|reads?|lettering)\b.{0,40}(?:["“][^"”\n]+["”]|(?<!\p{L})'[^'\n]+'(?!\p{L}))/u.test(
            signals.lower,
          ),
      },
      {
        text: "Give the negative prompt separately, after the prompt, labelled 'Negative prompt:', listing only what to leave out — never inside the prompt itself.",
        when: ["negative prompt"],
        only: (signals) => writesImagePrompt(signals.lower),
      },
      // The picture is asked for: its negative prompt is what to leave out of it.
      {
        text: "Leave out of the image everything I list as the negative prompt; if you write a prompt instead, give the negative prompt separately after it, labelled 'Negative prompt:'.",
        when: ["negative prompt"],
        only: (signals) => !writesImagePrompt(signals.lower) && !designsItself(signals.lower),
      },
      {
        text: "Add the generator's own settings at the end where it has them (for Midjourney, --ar and --style).",
        when: ["midjourney"],
        // "with different --ar and --stylize settings": the member sets them.
        only: (signals) => !setsParameters(signals.lower),
      },
      {
        text: "For a logo: flat shapes, a limited palette, a plain background and no photographic detail, so it stays legible small.",
        // A logo to make, not one a product in the picture carries ("a bottle with a small engraved logo").
        only: (signals) => makesLogo(signals.lower) && !/\bbackground\b/u.test(signals.lower),
      },
      // "a subtle philippine sun rays thing in the background": the member has chosen what is behind it.
      {
        text: "For a logo: flat shapes, a limited palette and no photographic detail, so it stays legible small.",
        only: (signals) => makesLogo(signals.lower) && /\bbackground\b/u.test(signals.lower),
      },
    ],
    questions: ["style", "format"],
  },
};
