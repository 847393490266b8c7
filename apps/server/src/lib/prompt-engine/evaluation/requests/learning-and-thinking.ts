import type { RoughRequest } from "../rough-request.ts";

export const learningAndThinkingRequests: RoughRequest[] = [
  // Explanations
  {
    domain: "explanations",
    say: "explain quantum computing like i'm five",
    kind: "explanation",
    facts: ["quantum computing", "like I'm five"],
  },
  {
    domain: "explanations",
    say: "how does compound interest work",
    kind: "explanation",
    facts: ["compound interest"],
  },
  {
    domain: "explanations",
    say: "what's the difference between a roth ira and a traditional ira, i'm 28 and make about 70k",
    kind: "comparison",
    facts: ["Roth IRA", "traditional IRA", "28", "70k"],
  },
  {
    domain: "explanations",
    say: "can you explain how vaccines train the immune system, for a high school biology class",
    kind: "explanation",
    facts: ["vaccines", "immune system", "high school biology"],
  },
  {
    domain: "explanations",
    say: "why is the sky blue but sunsets are orange",
    kind: "explanation",
    facts: ["sky blue", "sunsets are orange"],
  },
  {
    domain: "explanations",
    say: "explain the U.S. electoral college to someone from Germany, e.g. why a candidate can win with fewer votes",
    kind: "explanation",
    facts: ["U.S. electoral college", "Germany", "e.g. why a candidate can win with fewer votes"],
  },
  // How-to
  {
    domain: "how-to",
    say: "how do i change a flat tire on a 2015 toyota corolla",
    kind: "how-to",
    facts: ["flat tire", "2015", "Toyota Corolla"],
  },
  {
    domain: "how-to",
    say: "step by step how to set up a home network with a mesh router, i'm not techy",
    kind: "how-to",
    facts: ["mesh router", "not techy"],
  },
  {
    domain: "how-to",
    say: "how to get red wine out of a white wool rug",
    kind: "how-to",
    facts: ["red wine", "white wool rug"],
  },
  {
    domain: "how-to",
    say: "teach me how to do a pivot table in excel, i have sales by rep and month",
    kind: "how-to",
    facts: ["pivot table", "Excel", "sales by rep and month"],
  },
  // Teaching
  {
    domain: "teaching",
    say: "lesson plan for teaching fractions to 3rd graders, 45 minutes, we have whiteboards and paper plates",
    kind: "lesson-plan",
    facts: ["fractions", "3rd graders", "45 minutes", "whiteboards and paper plates"],
  },
  {
    domain: "teaching",
    say: "i teach ESL to adults, need a lesson on ordering food at a restaurant, intermediate level, 90 min",
    kind: "lesson-plan",
    facts: ["ESL", "adults", "ordering food at a restaurant", "intermediate", "90 min"],
  },
  {
    domain: "teaching",
    say: "make a 10 question multiple choice quiz on the french revolution for 9th grade",
    kind: "quiz",
    facts: ["10 question", "multiple choice", "French Revolution", "9th grade"],
  },
  {
    domain: "teaching",
    say: "quiz me on the bones of the hand, i have an anatomy exam thursday",
    kind: "quiz",
    facts: ["bones of the hand", "anatomy", "Thursday"],
  },
  {
    domain: "teaching",
    say: "flashcards for the 20 most common spanish irregular verbs",
    kind: "quiz",
    facts: ["20", "Spanish irregular verbs"],
  },
  // Studying
  {
    domain: "studying",
    say: "help me make a study plan for my biology exam on june 12th, i can study 2 hours a day",
    kind: "study-plan",
    facts: ["biology exam", "June 12th", "2 hours a day"],
  },
  {
    domain: "studying",
    say: "I want to learn python in 3 months while working full time, give me a plan",
    kind: "study-plan",
    facts: ["Python", "3 months", "working full time"],
  },
  {
    domain: "studying",
    say: "study schedule for the bar exam, it's on july 29, I work weekends",
    kind: "study-plan",
    facts: ["bar exam", "July 29", "work weekends"],
  },
  // Summaries
  {
    domain: "summaries",
    say: "summarize this for me in 5 bullet points: The city council voted 7-2 on Tuesday to approve a $4.2 million budget for repairing the Main Street bridge. Construction starts in April and will close two lanes for six months.",
    kind: "summary",
    facts: ["5 bullet points", "7-2", "$4.2 million", "Main Street bridge", "April", "six months"],
  },
  {
    domain: "summaries",
    say: "tldr of this article please, I only need the main argument: Remote work has not reduced productivity, according to a Stanford study of 16,000 workers, but it has changed when people work.",
    kind: "summary",
    facts: ["main argument", "Stanford", "16,000 workers"],
  },
  {
    domain: "summaries",
    say: "summarize the meeting notes below into action items with owners. Notes: Ken will fix the billing page by Friday. Lena to call the supplier. We agreed to move the launch to May 2.",
    kind: "summary",
    facts: ["action items with owners", "Ken", "billing page by Friday", "Lena", "May 2"],
  },
  // Translation
  {
    domain: "translation",
    say: "translate this into french, keep it formal: Dear Mr. Dupont, thank you for your offer. We will reply by 5 March.",
    kind: "translation",
    facts: ["French", "formal", "Dear Mr. Dupont, thank you for your offer. We will reply by 5 March."],
  },
  {
    domain: "translation",
    say: "how do you say 'where is the nearest pharmacy' in japanese",
    kind: "translation",
    facts: ["where is the nearest pharmacy", "Japanese"],
  },
  {
    domain: "translation",
    say: "translate my menu to spanish: grilled salmon with lemon butter, 18 dollars. mushroom risotto, 15 dollars.",
    kind: "translation",
    facts: ["Spanish", "grilled salmon with lemon butter", "18 dollars", "mushroom risotto", "15 dollars"],
  },
  // Editing
  {
    domain: "editing",
    say: "rewrite this paragraph so it sounds more professional: our product is like really good and stuff and customers love it",
    kind: "edit-text",
    facts: ["professional", "our product is"],
  },
  {
    domain: "editing",
    say: "proofread my email: Hi Tom, i wanted to let you no that the report is done and i will send it tommorow.",
    kind: "edit-text",
    facts: ["Hi Tom", "the report is done"],
  },
  {
    domain: "editing",
    say: "make this shorter and punchier: We are very excited to announce that our new collection is now available in all of our stores across the country.",
    kind: "edit-text",
    facts: ["shorter and punchier", "new collection"],
  },
  // Essays
  {
    domain: "academic writing",
    say: "write a 1500 word essay arguing that cities should ban cars from downtown, use APA citations",
    kind: "essay",
    facts: ["1500 word", "ban cars from downtown", "APA"],
  },
  {
    domain: "academic writing",
    say: "college application essay about how working at my family's restaurant shaped me, 650 words max",
    kind: "essay",
    facts: ["family's restaurant", "650 words max"],
  },
  // Comparisons and recommendations
  {
    domain: "buying decisions",
    say: "compare the iphone 15 and the pixel 8 for someone who mostly takes photos of their kids, which should i buy",
    kind: "comparison",
    facts: ["iPhone 15", "Pixel 8", "photos of their kids"],
  },
  {
    domain: "buying decisions",
    say: "should i lease or buy a car? i drive about 15,000 miles a year and keep cars a long time",
    kind: "comparison",
    facts: ["lease or buy", "15,000 miles a year"],
  },
  {
    domain: "buying decisions",
    say: "what laptop should i get for video editing, budget is around $1500, i use premiere pro",
    kind: "recommendation",
    facts: ["video editing", "$1500", "Premiere Pro"],
  },
  {
    domain: "buying decisions",
    say: "recommend some books like The Martian, I liked the humor and the science",
    kind: "recommendation",
    facts: ["The Martian", "humor and the science"],
  },
  {
    domain: "buying decisions",
    say: "notion vs obsidian vs apple notes for a student taking lecture notes on an ipad",
    kind: "comparison",
    facts: ["Notion", "Obsidian", "Apple Notes", "iPad"],
  },
  // Brainstorming
  {
    domain: "brainstorming",
    say: "gift ideas for my dad who's turning 60, he likes golf and jazz, under $100",
    kind: "idea-list",
    facts: ["turning 60", "golf and jazz", "under $100"],
  },
  {
    domain: "brainstorming",
    say: "brainstorm team building activities for 12 remote employees that dont feel cringe",
    kind: "idea-list",
    facts: ["12 remote employees"],
  },
  {
    domain: "brainstorming",
    say: "give me ideas for youtube videos for my woodworking channel, I have 2k subscribers",
    kind: "idea-list",
    facts: ["woodworking channel", "2k subscribers"],
  },
  {
    domain: "brainstorming",
    say: "some fundraising ideas for our school's robotics team, we need $3,000 for the trip to nationals",
    kind: "idea-list",
    facts: ["robotics team", "$3,000", "nationals"],
  },
];
