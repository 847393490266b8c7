import type { ExpertTip } from "./expert-tip.ts";

/** A translation into English, which has one "you" and no variant of a foreign language to choose. */
const INTO_ENGLISH = /\b(?:into|to|in) (?:(?:simple|plain|easy|natural|proper|good) )?english\b/u;

/** Expertise for rewrites, summaries and translations. */
export const editingTips: ExpertTip[] = [
  {
    kinds: ["rewrite"],
    about: "professional formal tone boss email sound",
    text: "Remove hedging and filler, keep requests direct and polite, and keep the length about the same.",
    // The member who sets a length has overruled 'keep the length about the same'.
    unless: [
      "cut this",
      "cut it",
      "in half",
      "shorten",
      "shorter",
      "too long",
      "trim",
      "condense",
      "expand",
      "longer",
      "words",
    ],
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
    // Cutting a text, not lengthening it to a word count; nor choosing what stays ("keep the year").
    unless: [
      "expand",
      "longer",
      "lengthen",
      "add more",
      "flesh out",
      "keep the",
      "keep only",
      "only keep",
      "keep just",
      "just keep",
    ],
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
    kinds: ["rewrite"],
    about: "review yelp tripadvisor rating rewrite",
    text: "Keep my facts and rating unchanged, make criticism specific and verifiable, and soften accusations that could read as defamatory (e.g. 'they stole').",
    // A proofread leaves the criticism as the member wrote it.
    unless: ["grammar", "proofread", "typos", "spelling", "punctuation", "don't change", "dont change"],
  },
  {
    kinds: ["rewrite"],
    about: "grammar spelling typo proofread punctuation",
    text: "Change only grammar, spelling and punctuation, keep wording, tone and regional spelling (UK vs US), and list separately any fix that would alter meaning.",
    // A change of regional spelling is asked for: not 'keep regional spelling'.
    unless: [
      "rephrase",
      "rewrite",
      "improve",
      "more professional",
      "reword",
      "british spelling",
      "american spelling",
      "uk spelling",
      "us spelling",
      "british english",
      "american english",
      "australian english",
      "canadian spelling",
      "convert",
    ],
  },
  {
    kinds: ["rewrite"],
    about: "professional formal tone polite",
    text: "Keep the original request and every fact intact, remove hedges and emotional words, and turn blame into neutral statements of fact plus the desired next step.",
  },
  {
    kinds: ["rewrite"],
    about: "shorten shorter trim condense cut",
    text: "Reach the target length by cutting redundant sentences and qualifiers before compressing wording, and keep every number, date and name.",
  },
  {
    kinds: ["rewrite"],
    about: "simplify plain jargon readability",
    text: "Aim for about a grade 6–8 reading level: sentences under 20 words, common words, active voice, and define any technical term that can't be removed.",
  },
  {
    kinds: ["rewrite", "resume"],
    about: "bio biography speaker profile third person",
    text: "Write speaker or press bios in third person, put current role and main credential in the first sentence, and offer both a ~50-word and ~100-word version.",
    // A speaker or press bio, not a dating or social profile.
    unless: ["dating", "tinder", "hinge", "bumble", "instagram", "tiktok", "twitter"],
  },
  {
    kinds: ["rewrite", "marketing-copy"],
    about: "aboutus company founder mission website",
    text: "Lead with who the customer is and what problem you solve, put the founder story second, and end with one concrete next step (shop, book, contact).",
    // A company's About page, not any text on its website.
    when: [
      "about us",
      "about-us",
      "about page",
      "our story",
      "founder",
      "founders",
      "mission",
      "who we are",
      "about section",
    ],
  },
  {
    kinds: ["summary"],
    about: "meeting notes minutes action attendee",
    text: "End with action items listing owner, task and due date; flag any item with no owner or date as unassigned rather than inventing one.",
    // Asked for the actions alone, the summary's own line lists them.
    unless: ["action points", "action items", "list of actions", "just the actions", "to-do list"],
  },
  {
    kinds: ["summary"],
    about: "policy handbook terms privacy conditions",
    text: "Pull out what the reader must do, can't do, deadlines and penalties, citing section numbers so each point can be checked against the original.",
  },
  {
    kinds: ["summary"],
    about: "research paper study abstract finding",
    text: "Report the design (randomised, observational), sample size and effect size with uncertainty, separate findings from the authors' speculation, and note stated limitations.",
  },
  {
    kinds: ["summary"],
    about: "legal notice court summons lawsuit",
    text: "Put deadlines and required responses first with exact dates, explain what happens if it's ignored, and say a lawyer or legal aid should confirm before acting.",
    // A notice served on the member, not a court's judgment to explain.
    unless: ["judgment", "judgement", "ruling", "court of appeal", "supreme court", "held that", "case law", "opinion"],
  },
  {
    kinds: ["summary"],
    about: "email thread chain conversation recap",
    text: "Lead with current status and open decisions, then who needs to do what; drop resolved side discussions and note where people still disagree.",
  },
  {
    kinds: ["summary"],
    about: "tldr article news longread gist",
    text: "Open with the main claim in one sentence, then supporting points, and keep hedges like 'may' or 'preliminary' rather than turning them into certainties.",
  },
  {
    kinds: ["summary"],
    about: "contract agreement fine print renewal termination",
    text: "Highlight term length, auto-renewal, termination and notice periods, fees and penalties, liability, and anything unusual, and recommend a lawyer review before signing.",
  },
  {
    kinds: ["translation"],
    about: "spanish mexico spain latin hispanic",
    text: "Confirm the variant (Mexico, Spain, neutral Latin American): vocabulary differs (coche/carro, ordenador/computadora) and Spain uses vosotros where Latin America uses ustedes.",
    // The variant is the target's: a Spanish message translated into English has none to confirm.
    unlessPattern: INTO_ENGLISH,
  },
  {
    kinds: ["translation"],
    about: "formal informal tu vous sie usted",
    text: "Choose the formal or informal 'you' (vous/tu, Sie/du, usted/tú) based on the recipient relationship and keep it consistent throughout.",
    unlessPattern: INTO_ENGLISH,
  },
  {
    kinds: ["translation"],
    about: "school parent permission slip notice",
    text: "Keep dates, times, amounts and deadlines in the target locale's format, and keep school-specific terms (e.g. 'PTA') with a short explanation when there's no local equivalent.",
  },
  {
    kinds: ["translation"],
    about: "medical discharge prescription patient instruction",
    text: "Translate dosing and timing exactly without rounding or paraphrasing, keep drug names as on the label, and recommend a professional medical interpreter for instructions the patient will follow.",
  },
  {
    kinds: ["translation"],
    about: "certified sworn official document embassy",
    text: "Note that many authorities require a certified or sworn translator; keep names, numbers and dates exactly as in the source and mark unreadable parts as [illegible].",
  },
  {
    kinds: ["translation"],
    about: "chinese mandarin simplified traditional taiwan",
    text: "Use Traditional characters for Taiwan and Hong Kong and Simplified for mainland China and Singapore, and ask which if the audience is unclear.",
  },
  {
    kinds: ["translation", "marketing-copy"],
    about: "localize localization slogan idiom",
    text: "Translate the meaning rather than word-for-word, flag idioms and puns that don't carry over, and give a back-translation so I can check it.",
  },
];
