import { includedFeatures } from "@promptloom/contracts/plans";

import { screens, type AppScreen } from "../../config/app-screens.ts";

export type FeatureGroupName = "Create" | "Refine" | "Organise" | "Grow";

export type CoreFeature = {
  name: (typeof includedFeatures)[number];
  /** Anchor on the features page. */
  slug: string;
  group: FeatureGroupName;
  how: string;
  who: string;
  /** The members-area screens it lives in; the first one lends the feature its icon. */
  screens: [AppScreen, ...AppScreen[]];
};

const details: Record<CoreFeature["name"], Omit<CoreFeature, "name">> = {
  "1000+ expert-curated prompt library": {
    slug: "prompt-library",
    group: "Create",
    how: "Browse by category or search by task, open a prompt to see what it is for and which details to fill in, then copy it or save it to My Prompts. Text and image prompts have their own collections.",
    who: "Anyone who would rather start from a prompt that already works than from an empty chat box: freelancers, marketers, founders and students.",
    screens: [screens.library, screens.textPrompts, screens.imagePrompts],
  },
  "AI Genie prompt refinement": {
    slug: "ai-genie",
    group: "Refine",
    how: "Type or paste whatever you have, even half a sentence. The Genie strips filler words, works out what you are asking for and returns a prompt laid out in clear sections. Edit it in place, then copy it into your AI tool or save it.",
    who: "People who know what they want but get vague or generic answers back, and teams who want their prompts to follow the same structure every time.",
    screens: [screens.genie],
  },
  "One-tap voice prompt generator": {
    slug: "voice-prompts",
    group: "Create",
    how: "The microphone button sits on every members-area screen. Speak up to 400 characters; recording stops when you press Stop or after 15 seconds of silence. Your words are transcribed, refined into a prompt and shown in an editable dialog.",
    who: "Anyone who thinks faster than they type, works away from a keyboard, or finds it easier to explain a task out loud.",
    screens: [screens.voicePrompts, screens.savedPrompts],
  },
  "Image prompt studio": {
    slug: "image-studio",
    group: "Create",
    how: "Prompt Studio walks you through the choices that shape an image and assembles them into one prompt. Photo Studio starts from a photo and gives you prompts that recreate its look. Image Prompts collects curated prompts for image models.",
    who: "Designers, content creators and shop owners who need consistent pictures from Midjourney, DALL·E, Stable Diffusion or Flux.",
    screens: [screens.promptStudio, screens.photoStudio, screens.imagePrompts],
  },
  "Plug-and-play n8n automations": {
    slug: "automations",
    group: "Organise",
    how: "Each automation explains what it does, which services it connects and how to set it up. Download the workflow file, import it into n8n (cloud or self-hosted), add your own credentials and switch it on.",
    who: "Small teams and solo operators who run the same AI task again and again and want it done without copying and pasting.",
    screens: [screens.automations],
  },
  "Personal productivity coach and planner": {
    slug: "ai-coach",
    group: "Organise",
    how: "Describe your goals and to-dos in plain words. The coach breaks them into steps, puts them in order and suggests the prompt to use for each step, so you go from planning to doing in one place.",
    who: "Busy people juggling many small tasks, and anyone who wants help deciding what to do first.",
    screens: [screens.aiCoach],
  },
  "Live dashboard of hours saved": {
    slug: "dashboard",
    group: "Organise",
    how: "Copying or saving a prompt in any tool records 15 minutes saved. The dashboard adds them up as you work, shows your recent activity and links straight to the tools you use most.",
    who: "Anyone who likes to see progress, and freelancers or managers who want to show what their AI tooling is worth.",
    screens: [screens.dashboard, screens.savedPrompts],
  },
  "Discord community": {
    slug: "discord",
    group: "Grow",
    how: "The Discord screen in the members area has the invite link and a guide to the channels. Post a prompt that is not working and get suggestions, or share one that does.",
    who: "People who learn best from others, and anyone who wants quick feedback on a prompt.",
    screens: [screens.community],
  },
  "Community prompt library": {
    slug: "community-prompts",
    group: "Grow",
    how: "Submit a prompt with a title and category. Once reviewed it appears for every member, who can vote for it, copy it or save it. Your saved prompts stay private unless you choose to share one.",
    who: "Members who want fresh ideas beyond the curated library, and those who want their good prompts to help others.",
    screens: [screens.communityPrompts],
  },
  "Resource center": {
    slug: "resources",
    group: "Refine",
    how: "Read short guides on prompt structure, tips for specific models and worked examples, and keep templates at hand. The Documentation screen explains every Promptloom tool step by step.",
    who: "Beginners who want the basics explained, and experienced users looking for techniques that sharpen their results.",
    screens: [screens.resources, screens.docs],
  },
};

/**
 * The ten core features in the order the plans list them: how each works, for whom, and where it
 * lives. Each one's card (name, one-sentence summary, icon) is editable content: `useFeatureCard`.
 */
export const coreFeatures: CoreFeature[] = includedFeatures.map((name) => ({ name, ...details[name] }));

export const featureGroups: { name: FeatureGroupName; tagline: string }[] = [
  { name: "Create", tagline: "Start from a spoken idea, a proven prompt or a visual brief." },
  { name: "Refine", tagline: "Turn rough requests into precise prompts, and learn why they work." },
  { name: "Organise", tagline: "Plan your work, automate the repetitive parts and see the time you get back." },
  { name: "Grow", tagline: "Learn from other members and share what works for you." },
];
