import type { DeliverableKind } from "./deliverable-kinds.ts";

const group = (kind: DeliverableKind, list: string) =>
  list
    .split(/\s+/u)
    .filter(Boolean)
    .map((word) => [word, kind] as const);

/**
 * Words that say what an open-ended deliverable ("a plan", "a routine", "a script") is about. They
 * are read from the deliverable's own modifiers and complements first ("a plan for my trip"), and
 * only then from what the person said about their situation ("I have a chemistry final… make me a
 * plan").
 */
export const planDomains = new Map<string, DeliverableKind>([
  ...group(
    "meal-plan",
    "meal meals diet nutrition eating food grocery groceries dinners lunches breakfasts keto calorie",
  ),
  ...group(
    "workout-plan",
    `workout workouts training exercise exercises fitness gym running 5k 10k marathon strength
    cardio yoga pilates muscle stretching lifting`,
  ),
  ...group("lesson-plan", "lesson lessons teaching classroom pupils"),
  ...group("meeting-agenda", "meeting meetings kickoff kick-off standup"),
  ...group(
    "study-plan",
    `study studying revision revise exam exams final finals midterm midterms course learn
    learning certification`,
  ),
  ...group("business-plan", "business startup"),
  ...group("marketing-plan", "marketing seo campaign advertising branding"),
  ...group("content-calendar", "content episodes posts posting"),
  ...group("itinerary", "trip trips travel vacation holiday holidays visit journey honeymoon tour sightseeing"),
  ...group(
    "event-plan",
    `party wedding shower offsite event events birthday reunion celebration conference retreat
    fundraiser housewarming gala ceremony dinner anniversary activity surprise`,
  ),
  ...group(
    "schedule",
    "week weekend day days morning mornings evening evenings daily weekly sleep chores clean cleaning tidy tidying declutter",
  ),
  ...group("budget", "budget money savings saving debt debts spending finances financial expenses loan loans credit"),
  ...group("project-plan", "project migration launch rollout implementation redesign"),
]);

/**
 * "a plan to improve my 5k time", "a plan to get better at chess": getting better says what the plan
 * is for only when nothing names the field, and then it is practice, a study plan.
 */
export const improvementWords = new Set("improve improving practice practise skills better".split(" "));

/** Words that make a script, a program or a test software. */
export const softwareWords = new Set(
  `python bash shell powershell node node.js javascript js typescript ts ruby perl php java kotlin swift go golang rust
  c c# c++ cron backup automation sql code function functions api endpoint component jest pytest unit react vue
  angular django flask express docker linux ubuntu windows macos script database app website server css html
  excel vlookup xlookup spreadsheet formula sheets`.split(/\s+/u),
);

/** Words that make a script something to film or record. */
export const videoWords = new Set(
  `video videos youtube tiktok reel reels podcast episode film movie commercial trailer short shorts vlog skit play
  radio voiceover explainer instagram`.split(/\s+/u),
);

/** Image tools and image nouns: a "prompt" for these is an image prompt. */
export const imageWords = new Set(
  `midjourney dall-e dalle stable diffusion sd flux firefly imagen image images picture pictures art photo photos
  illustration logo painting drawing`.split(/\s+/u),
);

/** Things a person hands over for analysis: "I have survey results", "look at our traffic". */
export const dataWords = new Set(
  `data dataset datasets numbers results spreadsheet spreadsheets metrics traffic figures stats statistics kpis kpi
  responses analytics csv sales revenue survey`.split(/\s+/u),
);

/** Tools whose name alone says which software deliverable is meant ("mysql: delete duplicates"). */
export const toolKinds = new Map<string, DeliverableKind>([
  ...group("sql", "sql mysql postgres postgresql sqlite t-sql tsql plsql mssql bigquery snowflake"),
  ...group("spreadsheet-formula", "excel sheets"),
  ...group("code", "python javascript typescript bash powershell java kotlin swift golang rust php ruby react node"),
  // "flux: a street market at dusk": an image model's name alone asks for a prompt in its syntax.
  ...group("image-prompt", "midjourney dall-e dalle sdxl flux firefly ideogram"),
]);

/** Chat apps and groups: what is written there is a chat message ("our WhatsApp group", "my group chat"). */
export const chatPlaces = new Set("whatsapp slack discord telegram signal chat groupchat".split(" "));
