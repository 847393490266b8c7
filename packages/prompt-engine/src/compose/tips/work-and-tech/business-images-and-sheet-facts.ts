import type { ExpertTip } from "../expert-tip.ts";

/** Business documents and marketing, image prompts, spreadsheet facts. */
export const businessImagesAndSheetFactsTips: ExpertTip[] = [
  // Business documents and marketing.
  {
    kinds: ["business-document", "spreadsheet"],
    about: "raci responsible accountable consulted informed matrix",
    text: "Give each task exactly one Accountable person, keep Responsible to those doing the work, and flag rows with no A or several, which are where work gets dropped.",
  },
  {
    kinds: ["business-document"],
    about: "nda confidentiality agreement mutual freelance",
    when: ["nda", "non-disclosure", "non disclosure", "confidentiality"],
    text: "Define what counts as confidential with the standard exclusions (already public, already known, independently developed, disclosure required by law), set how long it lasts, say whether it binds one side or both, and note it should be checked against local law before signing.",
  },
  {
    kinds: ["business-document"],
    about: "statement of work sow deliverables phases acceptance",
    when: ["statement of work", "sow"],
    unless: ["scheme of work"],
    text: "List the deliverables of each phase with acceptance criteria, what is out of scope, how change requests are priced and approved, and payments tied to milestones.",
  },
  {
    kinds: ["business-document"],
    about: "ai tools chatgpt acceptable use policy generative",
    when: ["ai", "chatgpt", "copilot", "generative"],
    text: "Name the approved tools, the data that must never be pasted in (client, personal or confidential information), that a person checks any output before it is used, and who approves new tools.",
  },
  {
    kinds: ["business-document"],
    about: "code of conduct open source contributors community project",
    when: ["code of conduct"],
    text: "Build on the Contributor Covenant, name who enforces it and a private way to report, and set out the steps of enforcement from a warning to a permanent ban.",
  },
  {
    kinds: ["marketing-copy"],
    about: "radio ad spot script voiceover jingle",
    when: ["radio"],
    text: "Write for the ear: name the business early and again in the last line, keep to one offer, repeat a phone number or web address that is easy to say, and time the script by reading it aloud at an unhurried pace.",
  },
  {
    kinds: ["marketing-copy", "email"],
    about: "cold email sequence outreach prospects b2b follow-ups",
    when: ["cold", "outreach", "prospects", "prospecting"],
    text: "Keep each email short enough to read on a phone with one ask, open with a line specific to the prospect's business, and give each follow-up a new reason to reply instead of 'just bumping this', with an opt-out line where the law requires one.",
  },
  // Image prompts.
  {
    kinds: ["image-prompt"],
    about: "seamless pattern tileable repeat tile wallpaper fabric",
    when: ["seamless", "tileable", "repeat pattern", "repeating pattern"],
    text: "Ask for motifs spread evenly with no single focal point, horizon or border, add --tile when it is for Midjourney, and check the repeat by tiling the result two by two before using it.",
  },
  {
    kinds: ["image-prompt"],
    about: "tattoo flash stencil fine line design",
    when: ["tattoo"],
    whenMade: true,
    // A flash sheet the member colours and sets on aged paper keeps its palette and its paper.
    unlessPattern: /\b(?:palette|colou?rs?|colou?red|background|paper|red|yellow|green|blue)\b/u,
    text: "Ask for the design alone as black-ink linework on a plain white background (flash or stencil style) rather than on skin, with few enough details and lines far enough apart to stay clear at the size and placement given.",
  },
  {
    kinds: ["image-prompt"],
    about: "isometric illustration render diorama miniature",
    when: ["isometric"],
    text: "Say 'isometric view, no perspective distortion' with a plain or soft-gradient background and a limited palette, since generators drift back into ordinary perspective otherwise.",
  },
  {
    kinds: ["image-prompt"],
    about: "album cover art ep single record",
    when: ["album", "ep cover", "single cover", "record cover", "mixtape"],
    whenMade: true,
    text: "Frame it square (--ar 1:1 in Midjourney), and leave clear space for the title and artist name to be added afterwards in a design tool rather than asking the generator to render the text.",
  },
  {
    kinds: ["image-prompt"],
    about: "character sheet turnaround front side back views reference",
    when: ["character sheet", "turnaround", "reference sheet", "front, side", "front/side"],
    text: "Ask for the same character in front, side and back views side by side at the same scale and neutral pose, on a plain white background with flat, even lighting, so the views work as a reference.",
  },
  // Spreadsheet facts.
  {
    kinds: ["question"],
    about: "excel row limit rows maximum max",
    when: [
      "row limit",
      "rows limit",
      "limit on rows",
      "maximum rows",
      "max rows",
      "maximum number of rows",
      "how many rows can",
      "how many rows does",
    ],
    text: "Give the limit as 1,048,576 rows by 16,384 columns per worksheet, and for larger data point to Power Query and the Data Model, or a database, rather than splitting it across sheets.",
  },
];
