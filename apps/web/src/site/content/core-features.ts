import { includedFeatures } from "@promptloom/contracts/plans";

import { screens, type AppScreen } from "../../config/app-screens.ts";

export type FeatureGroupName = "Create" | "Refine" | "Organise" | "Grow";

export type CoreFeature = {
  name: (typeof includedFeatures)[number];
  /** Anchor on the features page. */
  slug: string;
  group: FeatureGroupName;
  /** What it does, in one sentence. */
  summary: string;
  how: string;
  who: string;
  /** The members-area screens it lives in; the first one lends the feature its icon. */
  screens: [AppScreen, ...AppScreen[]];
};

const details: Record<CoreFeature["name"], Omit<CoreFeature, "name">> = {
  "1000+ expert-curated prompt library": {
    slug: "prompt-library",
    group: "Create",
    summary:
      "Search more than a thousand tested prompts for writing, business, coding and images, and copy the one you need in a click.",
    how: "Browse by category or search by task, open a prompt to see what it is for and which details to fill in, then copy it or save it to My Prompts. Text and image prompts have their own collections.",
    who: "Anyone who would rather start from a prompt that already works than from an empty chat box: freelancers, marketers, founders and students.",
    screens: [screens.library, screens.textPrompts, screens.imagePrompts],
  },
  "AI Genie prompt refinement": {
    slug: "ai-genie",
    group: "Refine",
    summary:
      "Paste a rough request and the Genie rewrites it as a structured prompt with a role, the task, context, constraints and an output format.",
    how: "Type or paste whatever you have, even half a sentence. The Genie strips filler words, works out what you are asking for and returns a prompt laid out in clear sections. Edit it in place, then copy it into your AI tool or save it.",
    who: "People who know what they want but get vague or generic answers back, and teams who want their prompts to follow the same structure every time.",
    screens: [screens.genie],
  },
  "One-tap voice prompt generator": {
    slug: "voice-prompts",
    group: "Create",
    summary:
      "Tap the microphone, describe the task in your own words, and get a polished prompt you can edit, copy or save.",
    how: "The microphone button sits on every members-area screen. Speak up to 400 characters; recording stops when you press Stop or after 15 seconds of silence. Your words are transcribed, refined into a prompt and shown in an editable dialog.",
    who: "Anyone who thinks faster than they type, works away from a keyboard, or finds it easier to explain a task out loud.",
    screens: [screens.voicePrompts, screens.savedPrompts],
  },
  "Image prompt studio": {
    slug: "image-studio",
    group: "Create",
    summary:
      "Build detailed prompts for image generators step by step: subject, style, lighting, composition, camera and aspect ratio.",
    how: "Prompt Studio walks you through the choices that shape an image and assembles them into one prompt. Photo Studio starts from a photo and gives you prompts that recreate its look. Image Prompts collects curated prompts for image models.",
    who: "Designers, content creators and shop owners who need consistent pictures from Midjourney, DALL·E, Stable Diffusion or Flux.",
    screens: [screens.promptStudio, screens.photoStudio, screens.imagePrompts],
  },
  "Plug-and-play n8n automations": {
    slug: "automations",
    group: "Organise",
    summary:
      "Import ready-made n8n workflows into your own n8n and let the AI tasks you repeat every day run on their own.",
    how: "Each automation explains what it does, which services it connects and how to set it up. Download the workflow file, import it into n8n (cloud or self-hosted), add your own credentials and switch it on.",
    who: "Small teams and solo operators who run the same AI task again and again and want it done without copying and pasting.",
    screens: [screens.automations],
  },
  "Personal productivity coach and planner": {
    slug: "ai-coach",
    group: "Organise",
    summary:
      "Tell the coach what is on your plate and get a prioritised plan, with a prompt ready for the steps AI can help with.",
    how: "Describe your goals and to-dos in plain words. The coach breaks them into steps, puts them in order and suggests the prompt to use for each step, so you go from planning to doing in one place.",
    who: "Busy people juggling many small tasks, and anyone who wants help deciding what to do first.",
    screens: [screens.aiCoach],
  },
  "Live dashboard of hours saved": {
    slug: "dashboard",
    group: "Organise",
    summary:
      "Every prompt you copy or save adds 15 minutes to your running total, so you see the time Promptloom gives back.",
    how: "Copying or saving a prompt in any tool records 15 minutes saved. The dashboard adds them up as you work, shows your recent activity and links straight to the tools you use most.",
    who: "Anyone who likes to see progress, and freelancers or managers who want to show what their AI tooling is worth.",
    screens: [screens.dashboard, screens.savedPrompts],
  },
  "Discord community": {
    slug: "discord",
    group: "Grow",
    summary: "Join the members' Discord to swap prompts, ask questions and see how other members use AI in their work.",
    how: "The Discord screen in the members area has the invite link and a guide to the channels. Post a prompt that is not working and get suggestions, or share one that does.",
    who: "People who learn best from others, and anyone who wants quick feedback on a prompt.",
    screens: [screens.community],
  },
  "Community prompt library": {
    slug: "community-prompts",
    group: "Grow",
    summary: "Share your best prompts with other members and use the ones they have shared and voted up.",
    how: "Submit a prompt with a title and category. Once reviewed it appears for every member, who can vote for it, copy it or save it. Your saved prompts stay private unless you choose to share one.",
    who: "Members who want fresh ideas beyond the curated library, and those who want their good prompts to help others.",
    screens: [screens.communityPrompts],
  },
  "Resource center": {
    slug: "resources",
    group: "Refine",
    summary: "Guides, templates and references that teach you to write better prompts and get more from each AI tool.",
    how: "Read short guides on prompt structure, tips for specific models and worked examples, and keep templates at hand. The Documentation screen explains every Promptloom tool step by step.",
    who: "Beginners who want the basics explained, and experienced users looking for techniques that sharpen their results.",
    screens: [screens.resources, screens.docs],
  },
};

/** The ten core features in the order the plans list them, with what each does and where it lives. */
export const coreFeatures: CoreFeature[] = includedFeatures.map((name) => ({ name, ...details[name] }));

export const featureGroups: { name: FeatureGroupName; tagline: string }[] = [
  { name: "Create", tagline: "Start from a spoken idea, a proven prompt or a visual brief." },
  { name: "Refine", tagline: "Turn rough requests into precise prompts, and learn why they work." },
  { name: "Organise", tagline: "Plan your work, automate the repetitive parts and see the time you get back." },
  { name: "Grow", tagline: "Learn from other members and share what works for you." },
];
