/** What a request tells of the member: a skill being built, a job applied for, experience of their own, someone to talk to. */
export const skillPattern =
  /\b(?:learn\w*|train\w*|run\w*|marathon|5k|10k|workout|fitness|gym|strength|lose weight|weight loss|study\w*|exam|practi[cs]e\w*|language|fluent|skill\w*|improv\w*|goal|habit\w*|get better|progress\w*|sales|revenue|grow\w*|launch\w*|career)\b/u;
/** Meals to plan ("weekly menu for our nursery", "meal plan for gym cut 2200 kcal"): dishes by day, not a skill's stages. */
export const mealPlanPattern =
  /\b(?:meal ?plans?|meal prep|meals for the week|weekly meals|(?:weekly|week'?s|lunch|dinner|school|nursery|party|christmas|wedding|family) menus?|menus? for (?:the|a|our|my) (?:week|nursery|party|school|family))\b/u;
/** A rota of who is on when ("a rota for our bell ringers", "staff roster"): turns to share, not a skill's stages. */
export const rotaPattern =
  /\b(?:rotas?|rosters?|duty (?:list|schedule))\b|^(?=[\s\S]*\b(?:schedule|rotation|split)\b)(?=[\s\S]*\b(?:who (?:helps|covers|does|takes|is on|goes)|takes? turns|taking turns|each of us|between (?:us|the \w+ of us)|siblings)\b)/u;
/**
 * A rota filled by a head count, not by names ("need people for water stall, parking, kitchen… we
 * have about 60 volunteers"): posts to staff shift by shift, with no one's turns to count.
 */
export const staffsPostsByCount =
  /\b(?:we(?:'ve| have)?|there(?:'s| are| is)|i(?:'ve| have)?) (?:got )?(?:about |around |roughly |like |approx\.? |maybe )?\d+ (?:volunteers|people|helpers|stewards|marshals|staff|members|parents|students)\b/u;
/**
 * A timetable for an event the member runs ("need a schedule for each day" of a camp, a retreat, a
 * conference): slots to fill with times, not a skill built over weeks ("running a camp" trains no one).
 */
export const eventSchedulePattern = new RegExp(
  [
    /(?=[\s\S]*\b(?:camp|retreat|conference|workshop|festival|wedding|party|fair|tournament|event|reunion|gala|fundraiser|seminar|summit|open day|sports day|away ?day|convention|expo)s?\b)/u
      .source,
    /(?=[\s\S]*\b(?:schedule|timetable|agenda|programme|run ?sheet|running order)s?\b)/u.source,
  ].join(""),
  "u",
);
/**
 * One session asked for ("20 min workout I can do in my flat… 3x a week"), not a plan over weeks:
 * its exercises and minutes, not stages and goals.
 */
export const sessionPattern = new RegExp(
  [
    "^",
    // "a 20 min routine", or "a practice routine for like 20 min a day".
    /(?=[\s\S]*\b\d+[- ]?min(?:ute)?s?\b[^.?!]{0,30}\b(?:workout|routine|session|class|practice|yoga|stretch\w*|circuit|hiit)\b|[\s\S]*\b(?:workout|routine|session|practice)\b[^.?!\d]{0,20}\b\d+[- ]?min(?:ute)?s?\b)/u
      .source,
    // A plan, or its span ("over 8 weeks", "a 12-week"), not an age ("4 months postpartum").
    /(?![\s\S]*\b(?:for|over|in|within)\s+(?:the next\s+)?(?:\d+|two|three|four|six|eight|twelve)[- ]?(?:weeks?|months?)\b|[\s\S]*\b(?:\d+|two|three|four|six|eight|twelve)[- ](?:week|month)\b|[\s\S]*\b(?:plan|program(?:me)?|progressive)\b)/u
      .source,
  ].join(""),
  "u",
);
export const jobPattern =
  /\bappl(?:y|ying|ication) (?:for|to)\b|\b(?:moving|move|switching|switch|changing|transition(?:ing)?|pivot(?:ing)?) (?:careers? )?(?:from [\w&' -]{2,40} )?(?:into|to) (?!a new\b)[\w -]{3,40}\b|\b(?:for|as) (?:a |an |the )?[\w -]{2,40}(?:job|role|position|post|internship)s?\b|\b(?:manager|engineer|developer|analyst|designer|nurse|teacher|assistant|technician|officer|consultant|accountant|barista|cashier|driver|clerk|coordinator|specialist|administrator|receptionist|lead|rep|representative) (?:interview|job|role|position)\b/u;
export const experiencePattern =
  /\bi'?ve been\b|\bi have been\b|\b\d+\s+(?:years?|yrs?)\b|\bexperience (?:in|as|with)\b|\bi (?:worked|work) (?:as|at|in)\b|\bmy (?:cv|resume|background)\b/u;
/** Someone the member would talk to, or talking itself. */
const conversationWords =
  /\b(?:talk\w*|tell\w*|told|say|ask\w*|conversation|confront\w*|discuss\w*|boss|manager|coworker|colleague|partner|husband|wife|boyfriend|girlfriend|friend|parents?|mom|mum|dad|son|daughter|teen\w*|kids?|child|landlord|neighbou?r|roommate|teacher|employee|team)\b/u;
/** Words said to the assistant, or of a text ("tell me", "ask you", "what does the column say"): no talk of the member's. */
const toTheAssistant =
  /\b(?:tell|ask|show) (?:me|us)\b|\bask(?:ing)? (?:you|u)\b|\b(?:does|do|did) (?:it|this|that|they|the [\w'-]+(?: [\w'-]+)?) (?:actually )?(?:say|tell)\b/gu;
/** The member's case involves talking with someone ("how do I tell my boss", "my landlord says"). */
export const involvesConversation = (lower: string) => conversationWords.test(lower.replace(toTheAssistant, " "));

/**
 * A plan that builds no skill whatever its goal: an event's timetable, one session, a meal plan for
 * a gym cut, a rota of who is on.
 */
export const buildsSkill = (lower: string) =>
  skillPattern.test(lower) &&
  ![eventSchedulePattern, sessionPattern, mealPlanPattern, rotaPattern].some((pattern) => pattern.test(lower));
