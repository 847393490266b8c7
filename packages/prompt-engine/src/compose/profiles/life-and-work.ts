import { containsPhrase } from "../../text/contains-phrase.ts";
import {
  eventSchedulePattern,
  mealPlanPattern,
  rotaPattern,
  sessionPattern,
  staffsPostsByCount,
} from "../member-patterns.ts";
import type { RequestSignals } from "../signals.ts";
import {
  asksForWeights,
  changesWithTime,
  DISH_IDEAS,
  explainsDifference,
  onlyExplainsDifference,
  PLAIN_WORDS,
  REVIEWS_WHAT_IS,
} from "./advice-phrases.ts";
import { adviceProfile } from "./advice.ts";
import type { KindProfile } from "./kind-profile.ts";
import {
  BARE_LIST,
  CHECKLIST,
  convertsRecipe,
  describesFeedback,
  OWN_STOP,
  playedForOthers,
} from "./profile-phrases.ts";

/** The member asks for a table ("table pls then a 1-line recommendation"). */
const asksForTable = (signals: RequestSignals) => /\btables?\b/u.test(signals.lower);

/**
 * The member sets the table's columns ("as a table with segment, rate in °C per hour, target temp,
 * hold time"): the layout is theirs, and a plan laid out by periods would fight it.
 */
const setsColumns = (signals: RequestSignals) =>
  /\btable (?:with|of|showing|having|listing)\b[^.?!\n]{0,60},[^.?!\n]{0,60},|\bcolumns? (?:for|of|with|like)\b/u.test(
    signals.lower,
  );

/** A game the member plays for its own sake, not a conversation to practise. */
const GAME_PLAYED = ["dnd", "d&d", "dungeons and dragons", "one shot", "one-shot", "text adventure", "campaign"];

/** A scene the member plays through themselves, with no feedback of their own asked for. */
const practisedByMember = (signals: RequestSignals) =>
  !describesFeedback(signals.lower) && !playedForOthers(signals.lower);
/**
 * A scene the member plays to get better at it, whom honest feedback serves; a character the member
 * interviews for a school project ("i'm a student interviewing you about mask culture") is not.
 */
const coachesMember = (signals: RequestSignals) =>
  practisedByMember(signals) && !/\b(?:school|class|uni|history|homework|research) project\b/u.test(signals.lower);

/** A session that trains the body ("20 min hiit", "a yoga session"): exercises with reps and rest. */
const trainsBody =
  /\b(?:workout|exercises?|hiit|circuit|yoga|stretch\w*|pilates|gym|cardio|strength|reps|abs|core|warm-?up|run|running|cycling|swim\w*)\b/u;

/** What an expert insists on for plans, advice, comparisons, ideas, recipes and role-play. */
export const lifeAndWorkProfiles: Record<
  "plan" | "advice" | "comparison" | "brainstorm" | "recipe" | "role-play",
  KindProfile
> = {
  plan: {
    role: "an experienced planner and coach",
    rolesWhen: [
      {
        only: (signals) =>
          mealPlanPattern.test(signals.lower) && /\b(?:budget|cheap|quid)\b|[$£€]\s?\d/u.test(signals.lower),
        role: "a practical meal planner who cooks to a budget",
      },
      { only: (signals) => mealPlanPattern.test(signals.lower), role: "a practical meal planner" },
      { only: (signals) => rotaPattern.test(signals.lower), role: "an organiser who draws up fair rotas" },
    ],
    essentials: [
      {
        text: "Lay the plan out over the time given, period by period, with concrete actions for each.",
        unless: ["packing", "pack", ...REVIEWS_WHAT_IS],
        only: (signals) =>
          !sessionPattern.test(signals.lower) &&
          !mealPlanPattern.test(signals.lower) &&
          !rotaPattern.test(signals.lower) &&
          !setsColumns(signals),
      },
      // "weekly menu for our nursery… £1.10 per child per meal": dishes by day, to the numbers given.
      {
        text: "Lay it out as a table of days and meals with portions, keeping every day within the calories, diets, allergies and budget I give, and show how each day adds up where I give a number.",
        only: (signals) => mealPlanPattern.test(signals.lower) && !rotaPattern.test(signals.lower),
      },
      // "make a rota for our church bell ringers… Dev away 15-22 dec": turns shared fairly around absences.
      {
        text: "Lay it out as a table of dates and who is on, respect every absence and limit I give, share the turns as evenly as the dates allow, and show how many each person gets.",
        only: (signals) => rotaPattern.test(signals.lower) && !staffsPostsByCount.test(signals.lower),
        // "just format it as a simple list i can paste in an email": the member has chosen the form;
        // "leave names blank i'll fill in": a blank rota to fill, with no turns to share.
        unless: [
          ...["simple list", "as a list", "bullet points", "bullets", "names blank", "leave names"],
          ...["blank for names", "i'll fill in", "ill fill in", "i will fill in", "fill in the names"],
        ],
      },
      {
        text: "Lay it out as a table of shifts against posts, with how many people each post needs per shift, adding up to the number I have, and blank cells for names.",
        only: (signals) => rotaPattern.test(signals.lower) && staffsPostsByCount.test(signals.lower),
      },
      {
        text: "Give the session itself, fitted to the minutes I give: a warm-up, each exercise with its reps or time and rest, and a cool-down.",
        only: (signals) => sessionPattern.test(signals.lower) && trainsBody.test(signals.lower),
      },
      // "a practice routine for like 20 min a day" on the guitar: blocks of practice, not reps and rest.
      {
        text: "Give the session itself, fitted to the minutes I give: each block in order, with its minutes and what it practises.",
        only: (signals) => sessionPattern.test(signals.lower) && !trainsBody.test(signals.lower),
      },
      // A trip has days to fill, not a level to build from ("he loves trains" is no training).
      {
        text: "Start from where I am now (level, time, budget) and keep every step realistic for it, with buffer time built in.",
        only: (signals) => signals.buildsSkill && !signals.isTrip,
        unless: REVIEWS_WHAT_IS,
      },
      {
        text: "Give each stage a measurable goal so I can tell whether I am on track, and say what to do if I fall behind.",
        only: (signals) => signals.buildsSkill && !signals.isTrip,
        unless: REVIEWS_WHAT_IS,
      },
      // "where am I going wrong" with the figures: a verdict on what is, before any plan.
      {
        text: "Say plainly what is not working, using the figures I gave, then the few changes that would matter most, biggest first.",
        when: REVIEWS_WHAT_IS,
      },
      {
        text: "Give each day's timetable with start and end times, fitted around the fixed times I give, with meals, breaks and changeovers between activities.",
        // "a training schedule… 4 days a week, 90 min sessions": no clock times to fit around.
        only: (signals) =>
          eventSchedulePattern.test(signals.lower) &&
          !rotaPattern.test(signals.lower) &&
          /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b|\b\d{1,2}[:.]\d{2}\b|\b(?:noon|midday)\b|\b(?:at|from|until|till|til) \d{1,2}\b(?![:.]?\d|\s*(?:%|people|guests|weeks?|days?|mins?|minutes|hours?|hrs))|\b\d{1,2}\s?[-–]\s?\d{1,2}\b(?!\s*(?:%|people|guests|weeks?|days?|mins?|minutes|hours?|hrs|years?|yrs|kids|players))/u.test(
            signals.lower,
          ),
      },
      {
        text: "Keep each day at a pace everyone going can enjoy, group what is close together to limit travel time, and leave a flexible slot.",
        only: (signals) => signals.isTrip,
        // "save for a trip to Thailand next year" in a budget: the trip is a goal, not the plan.
        unless: [
          ...CHECKLIST,
          "monthly budget",
          "save for",
          "saving for",
          "save up for",
          "saving up for",
          "savings plan",
        ],
      },
      {
        text: "Group the items by category as a checklist, and mark what must be bought, booked or done in advance.",
        when: CHECKLIST,
        // The member sets the grouping ("group it by 'this week', 'day before'…").
        unless: [
          ...["grouped by", "group by", "group it by", "group them by", "grouped into", "sorted by", "split it into"],
          ...["organise it by", "organize it by", "by week", "by day", "by room", "by date"],
        ],
      },
    ],
    questions: ["timeframe", "starting"],
  },
  advice: adviceProfile,
  comparison: {
    role: "an impartial expert reviewer",
    essentials: [
      {
        text: "Compare the options on the criteria that matter for my use, in a table, one row per criterion.",
        // "Short answer please" asks for the pick, not a table, unless a table is what is asked; "MOT vs
        // service, what's the difference?" asks what each is, not a choice between options.
        only: (signals) => asksForTable(signals) || (!signals.wantsBrief && !onlyExplainsDifference(signals.lower)),
        unless: PLAIN_WORDS,
      },
      {
        text: "Give the pick for my case first, with the two or three differences that decide it.",
        only: (signals) => signals.wantsBrief && !asksForTable(signals) && !onlyExplainsDifference(signals.lower),
      },
      {
        text: "Say in a sentence or two what each is, then the few differences that matter in practice, each with a short example.",
        only: (signals) =>
          PLAIN_WORDS.some((phrase) => containsPhrase(signals.lower, phrase)) ||
          (onlyExplainsDifference(signals.lower) && !asksForTable(signals)),
      },
      {
        text: "Say where the difference is large and where it does not matter in practice.",
        only: (signals) => !signals.wantsBrief || asksForTable(signals),
        unless: PLAIN_WORDS,
      },
      {
        text: "End with a recommendation for my case, and which option suits which other kind of person.",
        ordersAnswer: true,
        only: (signals) => !onlyExplainsDifference(signals.lower) && (!signals.wantsBrief || asksForTable(signals)),
      },
      {
        text: "End with how the two relate: whether one stands in for the other, and if so, which suits which kind of person.",
        only: (signals) => onlyExplainsDifference(signals.lower),
      },
      {
        text: "Flag anything that may have changed since your knowledge cut-off (prices, versions, rules or limits).",
        only: (signals) => !explainsDifference.test(signals.lower) || changesWithTime.test(signals.lower),
      },
    ],
    questions: [],
  },
  brainstorm: {
    role: "a creative strategist",
    essentials: [
      { text: "Give a varied list: different angles, not variations on one idea." },
      { text: "Add one short line for each on why it works or who it suits.", unless: BARE_LIST },
      { text: "Mark your top three and say why.", unless: BARE_LIST },
    ],
    questions: ["count"],
  },
  recipe: {
    role: "an experienced home cook and recipe writer",
    essentials: [
      {
        text: "List ingredients with quantities for the servings given, then numbered steps with times and temperatures.",
        unless: DISH_IDEAS,
        only: (signals) => !convertsRecipe(signals),
      },
      {
        text: "Give doneness cues (colour, texture, internal temperature), not only times.",
        unless: DISH_IDEAS,
        only: (signals) => !convertsRecipe(signals),
      },
      {
        text: "Suggest a substitution for anything hard to find and what can be made ahead.",
        unless: DISH_IDEAS,
        only: (signals) => !convertsRecipe(signals),
      },
      // "3 lbs of zucchini … ideas? ideally stuff I can freeze": dishes to choose from, not one recipe.
      {
        text: "Suggest a few different dishes that fit what I have and what I ask, a line each, then write out the best one in full.",
        when: DISH_IDEAS,
        only: (signals) => !convertsRecipe(signals),
      },
      {
        text: "Convert each ingredient on its own line, by weight for dry goods (flour is about 125 g a cup, sugar about 200 g), and flag what does not scale simply (eggs, leavening, baking time, pan size).",
        only: (signals) => convertsRecipe(signals) && asksForWeights(signals.lower),
      },
      // "scale this from 12 to 40 servings": the amounts in my units, not a conversion to grams.
      {
        text: "Scale each ingredient on its own line in the units I use, rounded to amounts a cook can measure, and flag what does not scale simply (seasoning, leavening, cooking time, pan size and how many pans).",
        only: (signals) => convertsRecipe(signals) && !asksForWeights(signals.lower),
      },
    ],
    questions: ["servings", "diet"],
  },
  "role-play": {
    role: "a convincing role-play partner",
    essentials: [
      {
        text: "Stay in the role I describe, with the attitude I give it, and do not step out of it unless I write 'pause'.",
        unless: OWN_STOP,
        only: (signals) => practisedByMember(signals),
      },
      {
        text: "Stay in the role I describe, with the attitude I give it, until I end it the way I said.",
        when: OWN_STOP,
        only: (signals) => practisedByMember(signals),
      },
      {
        // The member's own rhythm and form of feedback ("save my mistakes for a list at the end") stand.
        text: "Stay in the role I describe, with the attitude I give it; give feedback only when and in the form I asked for.",
        only: (signals) => describesFeedback(signals.lower),
      },
      {
        // "my class of 10 yr olds are going to ask you questions": the character answers others, who
        // have no practice to pause or be coached on.
        text: "Stay in the role I describe with everyone who talks to you, whatever they say, and keep to every rule I set for it.",
        only: (signals) => playedForOthers(signals.lower) && !describesFeedback(signals.lower),
      },
      {
        text: "Speak one turn at a time and wait for my reply; react to what I actually say.",
        only: (signals) => !playedForOthers(signals.lower),
      },
      {
        text: "Speak one turn at a time and wait for the reply; react to what is actually said.",
        only: (signals) => playedForOthers(signals.lower),
      },
      {
        text: "When I write 'stop', step out of the role and give me honest feedback: what worked, what to change, and one better line I could have used.",
        // A game played for its own sake ("a one shot dnd adventure") is no practice to be coached on.
        unless: [...OWN_STOP, ...GAME_PLAYED],
        only: coachesMember,
      },
      {
        text: "When I end the role-play, step out of the role and give me honest feedback: what worked, what to change, and one better line I could have used.",
        when: OWN_STOP,
        unless: GAME_PLAYED,
        only: coachesMember,
      },
    ],
    questions: ["character"],
  },
};
