import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for comparisons and brainstorms. */
export const comparisonsAndIdeasTips: ExpertTip[] = [
  {
    kinds: ["comparison"],
    about: "notion obsidian trello asana",
    text: "Compare on criteria my use needs (collaboration, offline access, free-tier limits, export and lock-in) and end with a recommendation per scenario, not a tie.",
  },
  {
    kinds: ["comparison"],
    about: "iphone pixel samsung galaxy",
    text: "Compare on the stated priority with concrete specs (years of OS updates, battery, camera), and note ecosystem switching costs like iMessage, paid apps and watches.",
    // Switching costs arise between an iPhone and Android, not between two Android phones.
    when: ["iphone", "ios", "apple", "switch", "switching"],
  },
  {
    kinds: ["comparison", "explanation"],
    about: "anova ttest chisquare nonparametric statistical",
    text: "Choose by data type and design: t-test for two group means, ANOVA for three or more, chi-square for counts, and non-parametric alternatives for small non-normal samples.",
  },
  {
    kinds: ["comparison"],
    about: "laptop macbook chromebook windows",
    text: "Ask which software they must run (Windows-only apps, games), and compare RAM (16 GB for longevity), battery life, weight and repairability.",
    // Choosing a computer, not an app that runs on one.
    unless: ["notion", "obsidian", "onenote", "evernote", "goodnotes", "notes app", "note-taking", "note taking"],
  },
  {
    kinds: ["comparison"],
    about: "credit card cashback reward point annualfee",
    text: "Weigh the annual fee against realistic rewards at their spending, and note that carrying a balance at typical APRs above 20% wipes out any rewards.",
  },
  {
    kinds: ["comparison"],
    about: "university degree campus tuition",
    text: "Compare net cost after aid, outcomes (graduation rate, employment) and program-specific strengths rather than overall rankings.",
  },
  {
    kinds: ["comparison"],
    about: "deductible premium hmo ppo copay",
    text: "Compare expected annual cost (premiums plus likely out-of-pocket up to the maximum) at their usage, and check their doctors and prescriptions are in-network.",
  },
  {
    kinds: ["brainstorm"],
    about: "business brand naming domain name names company",
    text: "Check each name for .com and social-handle availability, trademark conflicts and easy spelling when heard aloud, and avoid names tied to one product if they may expand.",
    // Names asked for, not a business that has one ("my dad's name is on the google profile").
    whenPattern:
      /\b(?:(?:ideas?|suggestions?|options?) for (?:a |the |our |my )?(?:new )?name|names? (?:for|ideas)|naming|come up with (?:a |some )?names?|(?:new|a) name for|what (?:should|could|to) (?:i|we) call|re-?nam\w*|re-?brand\w*)\b/u,
  },
  {
    kinds: ["brainstorm"],
    about: "gift present recipient christmas",
    text: "Give ideas across price tiers tied to the recipient's specific hobbies or habits, and include at least one experience and one consumable gift.",
  },
  {
    kinds: ["brainstorm"],
    about: "side hustle hustle extra income earn",
    text: "For each, note startup cost, realistic hourly earnings and time to first income, and flag tax registration or employer moonlighting clauses.",
  },
  {
    kinds: ["brainstorm"],
    about: "team squad league fantasy",
    text: "Mix puns on the team's activity or company with short chantable names, and drop anything that could read as offensive out of context.",
  },
  {
    kinds: ["brainstorm"],
    about: "theme party decor costume",
    text: "For each theme give decor, food, dress code and one activity, plus a budget-friendly version.",
  },
  {
    kinds: ["brainstorm"],
    about: "content topic niche series",
    text: "Base ideas on questions the audience actually searches or asks, and give each a specific working title and angle.",
  },
  {
    kinds: ["brainstorm"],
    about: "fundraising fundraise pta bake raffle",
    text: "Give expected effort versus money raised for each, and note raffles and lotteries need a permit in many places.",
  },
  {
    kinds: ["brainstorm"],
    about: "icebreaker team building offsite bonding warmup",
    text: "Choose activities that don't force personal disclosure or physical contact, and fit the group size and remote or in-person format.",
  },
];
