import type { Intent } from "./detect-intent.ts";

export type RoughRequest = {
  say: string;
  intent: Intent;
  /** The exact Task line (text prompts) or Subject line (image prompts). */
  task?: string;
  /** Lines that must appear under Context (text) or as fields (image). */
  context?: string[];
  /** Lines that must open the Requirements list, in this order. */
  firstRequirements?: string[];
  tone?: string;
  /** Text that must survive verbatim. */
  kept?: string[];
  /** Text that must not appear. */
  dropped?: string[];
};

/** Real-sounding spoken and typed requests, with what the composer must make of each. */
export const roughRequests: RoughRequest[] = [
  // E-mail
  {
    say: "um so like i need you to uh write an email to my team you know about the the launch next friday and make it short and mention the new pricing",
    intent: "email",
    task: "Write an email to my team about the launch next Friday.",
    context: ["Audience: my team", "Timing: next Friday"],
    firstRequirements: ["Make it short.", "Mention the new pricing."],
    tone: "Professional and friendly.",
    dropped: ["under 200 words", "the the", " um", " uh"],
  },
  {
    say: "hey can you write a formal email to professor Klein asking for an extension on my thesis until may 15th",
    intent: "email",
    task: "Write a formal email to professor Klein asking for an extension on my thesis until May 15th.",
    context: ["Deadline: until May 15th", "Names: Klein"],
    tone: "Formal.",
    dropped: ["Hey"],
  },
  {
    say: "email sarah.connor@example.com and Tom about the 3.5% budget increase, the total is $12,400, deadline 2025-07-01, details at https://intranet.example.com/budget?year=2025",
    intent: "email",
    kept: [
      "sarah.connor@example.com",
      "3.5%",
      "$12,400",
      "2025-07-01",
      "https://intranet.example.com/budget?year=2025",
    ],
    context: ["E-mail addresses: sarah.connor@example.com", "Links: https://intranet.example.com/budget?year=2025"],
  },
  // Writing
  {
    say: "write a short story about a lighthouse keeper who finds a message in a bottle, like 500 words, make it kind of spooky",
    intent: "writing",
    task: "Write a short story about a lighthouse keeper who finds a message in a bottle, 500 words.",
    firstRequirements: ["Make it spooky."],
    context: ["Figures: 500 words"],
    dropped: ["kind of", "no longer than the piece needs"],
  },
  {
    say: "rewrite this paragraph so it sounds more professional. our product is like really good and stuff and customers love it",
    intent: "writing",
    tone: "Professional.",
    kept: ["Our product is really good and customers love it."],
    dropped: ["and stuff", "is like"],
  },
  {
    say: "i need a speech for my sister's wedding, heartfelt and funny, about 3 minutes",
    intent: "writing",
    task: "Write a speech for my sister's wedding, heartfelt and funny, about 3 minutes.",
    tone: "Heartfelt and humorous.",
    context: ["Figures: 3 minutes"],
  },
  // Marketing
  {
    say: "write ad copy for our new app called FitTrack, it's aimed at busy parents, there's a 30% launch discount",
    intent: "marketing",
    context: ["Audience: busy parents", "Named: FitTrack", "Figures: 30%"],
    tone: "Persuasive and confident.",
  },
  {
    say: "we need a tagline for our eco friendly cleaning brand, something short and catchy",
    intent: "marketing",
    task: "Write a tagline for our eco friendly cleaning brand, something short and catchy.",
    dropped: ["Keep the copy tight"],
  },
  // Social media
  {
    say: "I run a small bakery in Leeds. Write an instagram caption for our new sourdough, keep it under 150 characters, make it fun",
    intent: "social-media",
    task: "Write an Instagram caption for our new sourdough.",
    context: ["Platform: Instagram", "I run a small bakery in Leeds."],
    firstRequirements: ["Keep it under 150 characters.", "Make it fun."],
    tone: "Playful.",
  },
  {
    say: "linkedin post announcing i got promoted to senior engineer at Globex, humble but excited",
    intent: "social-media",
    context: ["Names: Globex", "Platform: LinkedIn"],
    tone: "Enthusiastic.",
  },
  // Coding
  {
    say: "write a python function that um checks if a string is a palindrome, ignore spaces and case",
    intent: "coding",
    task: "Write a Python function that checks if a string is a palindrome, ignore spaces and case.",
    context: ["Technology: Python"],
  },
  {
    say: "can you build me a react component for a login form with email and password validation",
    intent: "coding",
    task: "Build me a react component for a login form with email and password validation.",
    context: ["Technology: React"],
  },
  {
    say: "sql query to get the top 10 customers by revenue last month",
    intent: "coding",
    task: "Write a SQL query to get the top 10 customers by revenue last month.",
    context: ["Timing: last month", "Figures: 10 customers"],
  },
  // Debugging
  {
    say: "my python script crashes with a TypeError when the list is empty",
    intent: "debugging",
    task: "Help me fix this problem: My Python script crashes with a TypeError when the list is empty.",
    kept: ["TypeError"],
  },
  {
    say: "uh so my website shows a 500 error after i deployed it, it worked yesterday",
    intent: "debugging",
    kept: ["500 error", "it worked yesterday"],
  },
  // Data analysis
  {
    say: "analyze my sales spreadsheet, I have columns for date region and revenue and I want to see which region grew the most in Q3",
    intent: "data-analysis",
    context: ["Timing: Q3"],
  },
  {
    say: "excel formula to calculate the average of column B only if column A says paid",
    intent: "data-analysis",
    task: "Create an Excel formula to calculate the average of column B only if column A says paid.",
    context: ["Technology: Excel"],
  },
  // Research
  {
    say: "summarize the pros and cons of remote work for small businesses in 5 bullet points",
    intent: "research",
    task: "Summarize the pros and cons of remote work for small businesses in 5 bullet points.",
    context: ["Figures: 5 bullet points"],
  },
  {
    say: "can you research the history of the printing press and give me sources",
    intent: "research",
    task: "Research the history of the printing press and give me sources.",
  },
  // Planning
  {
    say: "plan my week i have 3 deadlines and a dentist appointment on tuesday at 3pm",
    intent: "planning",
    context: ["Timing: on Tuesday; 3pm", "Figures: 3 deadlines"],
    tone: "Encouraging and practical.",
  },
  {
    say: "help me make a study plan for my biology exam on june 12th, i can study 2 hours a day",
    intent: "planning",
    context: ["Timing: June 12th", "Figures: 2 hours"],
  },
  // Learning
  {
    say: "explain quantum computing like i'm five",
    intent: "learning",
    task: "Explain quantum computing like I'm five.",
    context: ["Audience: like I'm five"],
  },
  {
    say: "how does compound interest work",
    intent: "learning",
    task: "Answer this question: How does compound interest work?",
  },
  // Image
  {
    say: "make a picture of a red fox sleeping in the snow, watercolor, soft morning light, cozy, 16:9, no people",
    intent: "image",
    task: "Subject: a red fox sleeping in the snow",
    context: ["Style: watercolor", "Lighting: soft morning light", "Mood: cozy", "Aspect ratio: 16:9"],
    kept: ["Avoid: people, watermarks"],
  },
  {
    say: "generate a photorealistic image of a cozy cabin in the mountains at sunset, wide shot, in 16:9 aspect ratio",
    intent: "image",
    task: "Subject: a cozy cabin in the mountains at sunset",
    context: ["Style: photorealistic", "Composition: wide shot", "Lighting: sunset", "Aspect ratio: 16:9"],
  },
  {
    say: "I want an image of a futuristic city at night with neon lights, cyberpunk style, vertical for my phone",
    intent: "image",
    context: ["Style: cyberpunk", "Aspect ratio: vertical (portrait)"],
    kept: ["futuristic city at night with neon lights"],
  },
  // Business
  {
    say: "we're a small saas startup with 200 customers, help me figure out a pricing strategy to get to $10k monthly revenue",
    intent: "business",
    task: "Help me figure out a pricing strategy to get to $10k monthly revenue.",
    context: ["Figures: 200 customers; $10k", "We're a small SaaS startup with 200 customers."],
  },
  {
    say: "swot analysis for a coffee shop opening near a university campus",
    intent: "business",
    task: "Create a SWOT analysis for a coffee shop opening near a university campus.",
  },
  // Customer support
  {
    say: "reply to an angry customer whose order arrived broken, we can offer a refund or a replacement",
    intent: "support",
    task: "Reply to an angry customer whose order arrived broken, we can offer a refund or a replacement.",
    tone: "Empathetic, polite and professional.",
  },
  {
    say: "customer says the app keeps logging them out, write a polite support ticket response",
    intent: "support",
    task: "Write a polite support ticket response.",
    context: ["Customer says the app keeps logging them out."],
    tone: "Polite.",
  },
  // Career
  {
    say: "i need a cover letter for a nurse job at St Mary's hospital, i have 5 years of ICU experience",
    intent: "career",
    context: ["Names: St Mary's", "Figures: 5 years"],
    kept: ["ICU"],
  },
  {
    say: "help me prepare for a job interview at Google for a product manager role next monday",
    intent: "career",
    task: "Help me prepare for a job interview at Google for a product manager role next Monday.",
    context: ["Timing: next Monday"],
  },
  {
    say: "how do i negotiate a higher salary, they offered 85k",
    intent: "career",
    context: ["Figures: 85k"],
  },
  // General and edge cases
  { say: "banana", intent: "general", task: "Help me with this: Banana." },
  { say: "email", intent: "email", task: "Write an email." },
  {
    say: "what should i cook tonight with chicken rice and spinach",
    intent: "general",
    task: "Answer this question: What should I cook tonight with chicken rice and spinach?",
    context: ["Timing: tonight"],
  },
  {
    say: "WRITE A BLOG POST ABOUT SEO FOR DENTISTS IN 2025!!!",
    intent: "writing",
    task: "Write a blog post about SEO for dentists in 2025!",
  },
  {
    say: "Escribe un correo a mi jefe sobre la reunión del lunes, por favor",
    intent: "general",
    kept: ["Escribe un correo a mi jefe sobre la reunión del lunes, por favor."],
  },
  {
    say: "write a poem about la dolce vita in Zürich and the Übermensch, in German",
    intent: "writing",
    kept: ["la dolce vita in Zürich and the Übermensch"],
    firstRequirements: ["Write the response in German."],
  },
  {
    say: "write a write an email to to my boss I want to I want to ask for friday off",
    intent: "email",
    kept: ["Write an email to my boss I want to ask for Friday off."],
    dropped: ["to to", "write a write"],
  },
  {
    say: "schedule the team meeting on monday no wait tuesday at 10am",
    intent: "planning",
    kept: ["on Tuesday at 10am"],
    dropped: ["Monday", "no wait"],
  },
  {
    say: "I'd like a short bio that sounds like me, something like a friendly intro for my podcast",
    intent: "writing",
    kept: ["sounds like me", "something like a friendly intro"],
  },
];
