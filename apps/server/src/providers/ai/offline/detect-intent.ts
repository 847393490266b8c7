import { alternation, phrases, wordPattern } from "./word-pattern.ts";

// Listed from the most to the least specific: a tie goes to the earlier one.
export const intents = [
  ...["image", "debugging", "coding", "career", "support", "email", "social-media", "marketing"],
  ...["data-analysis", "research", "planning", "learning", "business", "writing", "general"],
] as const;
export type Intent = (typeof intents)[number];

type Signal = [phrases: string[], weight: number];

/**
 * Words that point to each intent, weighted by how strongly. The highest total wins; a tie goes
 * to the intent listed first in `intents` (the more specific one).
 */
const signals: Record<Exclude<Intent, "general">, Signal[]> = {
  image: [
    [
      phrases(`
        image | picture | photo | photograph | illustration | drawing | painting | artwork | wallpaper |
        render | rendering | midjourney | dall-e | dalle | stable diffusion | aspect ratio | photorealistic
      `),
      3,
    ],
    [
      phrases(`
        draw | paint | illustrate | logo | poster | portrait | sketch | watercolor | watercolour | anime |
        pixel art | 3d | cinematic | 16:9 | 9:16
      `),
      1,
    ],
  ],
  debugging: [
    [
      phrases(`
        bug | error | exception | stack trace | traceback | crash | crashes | crashing | debug | not working
        | doesn't work | does not work | isn't working | broken | fails | failing | undefined | null pointer
        | segfault | typeerror | syntaxerror | 404 | 500 error
      `),
      3,
    ],
    [["fix", "wrong", "issue", "problem", "why does", "why is"], 1],
  ],
  coding: [
    [
      phrases(`
        code | function | python | javascript | typescript | java | c# | c++ | rust | golang | php | ruby |
        sql query | regex | regular expression | api | endpoint | script | algorithm | react | component |
        css | html | unit test | refactor | class | program | node.js | django | database | bash | docker
      `),
      3,
    ],
    [["app", "website", "implement", "deploy", "sql", "github", "backend", "frontend"], 1],
  ],
  career: [
    [
      phrases(`
        resume | résumé | cv | cover letter | job interview | interview questions | job application | salary
        | linkedin profile | linkedin summary | career | promotion | recruiter | hiring manager | job offer
      `),
      4,
    ],
    [["interview", "job", "raise", "position", "role at"], 1],
  ],
  support: [
    [
      phrases(`
        customer complaint | complaint | refund | support ticket | angry customer | unhappy customer | help
        desk | helpdesk | return policy | respond to a customer | reply to a customer | customer support |
        customer service
      `),
      4,
    ],
    [["customer", "customers", "ticket", "apologize", "apologise", "order", "delivery", "shipping", "faq"], 1],
  ],
  email: [
    [["email", "e-mail", "emails", "e-mails", "inbox", "subject line", "newsletter"], 4],
    [["reply", "follow up", "follow-up", "message to"], 1],
  ],
  "social-media": [
    [
      phrases(`
        instagram | tiktok | linkedin post | tweet | twitter | facebook post | caption | captions | hashtag
        | hashtags | social media | reel | reels | youtube short | thread | pinterest | threads
      `),
      4,
    ],
    [["post", "followers", "viral", "linkedin", "youtube", "facebook"], 1],
  ],
  marketing: [
    [
      phrases(`
        marketing | ad copy | ads | advert | advertisement | campaign | landing page | slogan | tagline |
        product description | copywriting | sales page | seo | conversion | promo | promotion for | brand |
        branding | launch announcement
      `),
      3,
    ],
    [["sell", "selling", "launch", "audience", "leads", "discount", "offer"], 1],
  ],
  "data-analysis": [
    [
      phrases(`
        data | dataset | spreadsheet | excel | google sheets | csv | chart | graph | statistics | pivot
        table | formula | metrics | regression | analyze the numbers | analyse the numbers | sales figures |
        dashboard | kpi | kpis
      `),
      3,
    ],
    [["analyze", "analyse", "analysis", "numbers", "trend", "trends", "average", "percentage"], 1],
  ],
  research: [
    [
      phrases(`
        research | summarize | summarise | summary | sources | literature | overview of | pros and cons |
        compare | comparison | key points | tl;dr | find out | report on | article about | studies
      `),
      3,
    ],
    [["facts", "history of", "evidence", "latest"], 1],
  ],
  planning: [
    [
      phrases(`
        plan my | schedule | to-do | todo | to do list | routine | prioritize | prioritise | organize my |
        organise my | calendar | habit | habits | productivity | itinerary | checklist | meal plan | workout
        plan | study plan | time management | week plan | weekly plan
      `),
      3,
    ],
    [["plan", "planning", "goals", "deadline", "deadlines", "organize", "organise", "trip", "week"], 1],
  ],
  learning: [
    [
      phrases(`
        explain | teach me | learn | understand | like i'm five | like i'm 5 | eli5 | tutorial | lesson |
        quiz me | flashcards | study guide | what is | what are | how does | how do | why do | why does
      `),
      3,
    ],
    [["concept", "beginner", "beginners", "simple terms", "for dummies"], 1],
  ],
  business: [
    [
      phrases(`
        business plan | strategy | pricing | competitors | competitor | swot | market research | investors |
        pitch deck | revenue | startup | go-to-market | business model | stakeholders | profit | growth plan
        | okrs | okr
      `),
      3,
    ],
    [["business", "company", "market", "growth", "clients", "sales"], 1],
  ],
  writing: [
    [
      phrases(`
        essay | story | blog post | blog | article | poem | speech | letter | rewrite | proofread |
        paragraph | novel | short story | lyrics | song | toast | eulogy | outline | chapter | bio |
        biography | handbook | manual | guide | press release
      `),
      3,
    ],
    [["write", "edit", "draft", "words", "script"], 1],
  ],
};

const compiled = Object.entries(signals).map(([intent, weighted]) => ({
  intent: intent as Intent,
  patterns: weighted.map(([phrases, weight]) => ({ pattern: wordPattern(alternation(phrases)), weight })),
}));

/** The kind of task a request is, from the words it uses; "general" when nothing stands out. */
export const detectIntent = (text: string): Intent => {
  let best: { intent: Intent; score: number } = { intent: "general", score: 0 };
  for (const { intent, patterns } of compiled) {
    const score = patterns.reduce((sum, { pattern, weight }) => sum + (text.match(pattern)?.length ?? 0) * weight, 0);
    if (score > best.score) best = { intent, score };
  }
  return best.intent;
};
