import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for e-mails, messages, posts, articles, essays, stories, speeches and edits. */
export const writingTips: ExpertTip[] = [
  {
    kinds: ["email", "message"],
    about: "refund replacement broken damaged order complaint",
    text: "State the order details and what arrived, attach or offer photos, and name the remedy wanted (refund or replacement) with a reasonable deadline.",
  },
  {
    kinds: ["email", "message"],
    about: "late rent payment landlord repair",
    text: "Keep a factual record: dates, what was reported before, and what is asked for, so the message can serve as written notice.",
  },
  {
    kinds: ["email"],
    about: "follow up after interview thank",
    text: "Send it within a day, refer to one specific point from the conversation, and keep it to a few sentences.",
  },
  {
    kinds: ["email", "message"],
    about: "decline say no invitation cancel",
    text: "Say no clearly in the first lines, with a brief reason only if it helps, and no over-apologising.",
  },
  {
    kinds: ["email"],
    about: "cold outreach pitch introduce stock my product",
    text: "Make it about the recipient's benefit, keep it under 120 words, and ask for one small next step.",
  },
  {
    kinds: ["email", "message", "speech"],
    about: "condolence sympathy passed away died loss grief",
    text: "Name the person who died if known, offer one specific memory or quality, and offer concrete help rather than 'let me know'.",
  },
  {
    kinds: ["message"],
    about: "dating match dm hinge tinder",
    text: "Refer to something specific from their profile and end with an easy question to answer.",
  },
  {
    kinds: ["social-post"],
    about: "new job announce promotion started role",
    text: "Thank specific people or teams, say what you will work on, and skip the humble-brag.",
  },
  {
    kinds: ["social-post", "marketing-copy"],
    about: "launch product shop small business sale",
    text: "Show the product in use and the one reason to buy now; one hashtag set, no more than five tags.",
    unless: ["hashtag", "hashtags", "tagline", "slogan", "one-liner", "one liner", "one line"],
  },
  {
    kinds: ["article"],
    about: "seo blog search google rank keywords",
    text: "Use the main search phrase in the headline and first paragraph, and answer the searcher's question early.",
  },
  {
    kinds: ["article"],
    about: "newsletter subscribers update monthly",
    text: "Lead with the one update readers care about most, and keep each item scannable with its own short heading.",
  },
  {
    kinds: ["essay"],
    about: "history war causes origins events",
    text: "Distinguish long-term causes from immediate triggers, and weigh their relative importance instead of listing them.",
  },
  {
    kinds: ["essay"],
    about: "compare contrast two texts novels authors",
    text: "Organise it point by point rather than text by text, so every paragraph compares.",
  },
  {
    kinds: ["creative-writing"],
    about: "bedtime story children kids young",
    text: "Use simple, rhythmic language with a little repetition, a gentle conflict and a calm, reassuring ending for sleep.",
  },
  {
    kinds: ["creative-writing"],
    about: "poem haiku limerick sonnet rhyme",
    text: "Respect the form exactly (syllables, line count, rhyme scheme), and let the form serve the image, not force awkward words.",
  },
  {
    kinds: ["creative-writing", "speech"],
    about: "funny joke humor roast",
    text: "Base the humour on specific, true details, and keep it affectionate: nothing that embarrasses someone in front of their family.",
  },
  {
    kinds: ["speech"],
    about: "wedding best man maid of honor toast",
    text: "Tell one story that shows who the couple are together, keep inside jokes explained or out, and end by raising a glass to both.",
  },
  {
    kinds: ["speech"],
    about: "eulogy funeral memorial",
    text: "Balance a few specific memories with what the person meant to others, and give the audience a moment of warmth or a smile.",
  },
  {
    kinds: ["rewrite"],
    about: "professional formal tone boss email sound",
    text: "Remove hedging and filler, keep requests direct and polite, and keep the length about the same.",
  },
  {
    kinds: ["rewrite"],
    about: "grammar spelling proofread fix typos",
    text: "Correct grammar, spelling and punctuation only; do not rephrase sentences that are already correct.",
    unless: [
      "professional",
      "formal",
      "tone",
      "rewrite",
      "rephrase",
      "reword",
      "improve",
      "better",
      "more",
      "less",
      "shorter",
      "longer",
      "friendlier",
      "clearer",
      "polish",
    ],
  },
  {
    kinds: ["rewrite", "summary"],
    about: "shorten cut concise word count",
    text: "Cut repetition and qualifiers first; keep every fact and the original order of ideas.",
  },
  {
    kinds: ["summary"],
    about: "meeting notes minutes action items",
    text: "List action items as owner – task – due date, and decisions separately from open questions.",
  },
  {
    kinds: ["summary"],
    about: "research paper article study findings",
    text: "Give the question, method, main findings with their numbers, and limitations, in that order.",
  },
  {
    kinds: ["summary"],
    about: "book chapter novel plot",
    text: "Cover the main events in order and the turning point, without spoilers beyond what I ask for.",
  },
  {
    kinds: ["translation"],
    about: "legal contract medical official document",
    text: "Keep legal and medical terms precise and consistent, and flag terms whose meaning differs between legal systems.",
  },
  {
    kinds: ["translation"],
    about: "marketing slogan website menu casual",
    text: "Adapt wordplay and cultural references so they work for the target readers, and give a literal gloss where you had to change them.",
  },
  {
    kinds: ["marketing-copy"],
    about: "product description shop ecommerce handmade",
    text: "Cover what it is, who it is for, materials and size, and care or use, in scannable short paragraphs.",
  },
  {
    kinds: ["marketing-copy"],
    about: "ad facebook google ads headline character limit",
    text: "Respect the ad platform's character limits and give several headline and description variants to test.",
  },
];
