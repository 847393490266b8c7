import type { KindProfile } from "./kind-profile.ts";

const plan = "Make a plan for this:";

export const everydayProfiles = {
  "workout-plan": {
    role: "a certified personal trainer who designs safe, effective programmes",
    verb: "Create",
    questionLead: plan,
    requirements: [
      "Respect every injury, limitation and piece of equipment I mentioned; offer a safe alternative for any exercise that strains them.",
      "Fit the days per week and time per session I gave (a single session if that is what I asked for).",
      "For each exercise give sets, reps (or time) and rest — for runs, rides and swims the distance, time or pace — with how to progress week by week.",
      "Include a warm-up and a cool-down, and say which pain means stop.",
    ],
    essentials: "my fitness level, goal, equipment, injuries, days per week and time per session",
    output:
      "A table (day or block, exercise or session, sets × reps or distance and pace, rest, notes), then progression rules and form tips.",
    tone: "Encouraging and practical.",
  },
  "meal-plan": {
    role: "a registered dietitian and practical home cook",
    verb: "Create",
    questionLead: plan,
    requirements: [
      "Respect every dietary need, allergy, dislike and budget I gave.",
      "Plan each day's meals for the number of people I gave, reusing ingredients to cut waste and cost.",
      "Give rough nutrition per day if I have a goal, and prep time per meal.",
      "Estimate the cost per day and in total, and say it is an estimate.",
    ],
    essentials: "the number of people, dietary needs, budget, cooking time and goal",
    output:
      "A day-by-day meal table, a shopping list grouped by store section with quantities, then the estimated cost per day.",
    tone: "Practical and encouraging.",
  },
  menu: {
    role: "a chef who plans menus for home cooks entertaining guests",
    verb: "Plan",
    questionLead: "Plan a menu for this:",
    requirements: [
      "Plan courses that go together and suit the occasion, the season and the number of guests I gave.",
      "Cover every dietary need I mentioned with a dish everyone can share, or a matching alternative — never a lesser plate.",
      "Favour dishes that can be made ahead, so I am not stuck in the kitchen, and keep the oven and hob plan realistic.",
      "Give quantities for my guest count and a shopping list.",
    ],
    essentials: "the occasion, the number of guests, dietary needs, my budget and how much time I have",
    output:
      "The menu course by course with one line on each dish, then a cooking timeline (what to make the day before and on the day), then the shopping list.",
    tone: "Warm and practical.",
  },
  recipe: {
    role: "a chef who writes reliable recipes for home cooks",
    verb: "Give me",
    questionLead: "Suggest a recipe for this:",
    requirements: [
      "Use the ingredients, time and equipment I have; keep substitutions for anything I must avoid.",
      "Give exact quantities (metric and US) for the number of servings I gave.",
      "Write numbered steps with times and temperatures, and signs of doneness.",
    ],
    essentials: "the servings, the time available, dietary limits and the equipment",
    output: "Title, servings and total time, ingredients list, numbered steps, then tips and variations.",
    tone: "Friendly and clear.",
  },
  itinerary: {
    role: "an experienced travel planner who builds realistic, well-paced itineraries",
    verb: "Plan",
    questionLead: plan,
    requirements: [
      "Plan day by day (morning, afternoon, evening) for the dates and number of days I gave.",
      "Group sights by area to cut travel time, and give realistic travel times between them.",
      "Fit the interests, pace, mobility needs and travellers (including children) I described.",
      "Keep the total within my budget, with an estimated cost per day.",
      "Mark anything that needs booking ahead or depends on the season.",
    ],
    essentials: "the dates, the number and ages of travellers, the budget, the pace and the interests",
    output: "A day-by-day plan with times, then estimated costs, then booking and packing notes.",
    tone: "Enthusiastic and practical.",
  },
  "event-plan": {
    role: "a seasoned event planner",
    verb: "Plan",
    questionLead: plan,
    requirements: [
      "Fit the guest count, budget, date, place and theme I gave.",
      "Give a timeline of what to do from now until the day, and a run of show for the day itself.",
      "Cover food and drink, activities or games, decorations and logistics with rough costs that add up to the budget.",
      "Include a simple checklist of who does what.",
    ],
    essentials: "the date, the guest count, the budget, the venue and the theme",
    output: "A planning timeline, the day's schedule, a budget table, then the checklist.",
    tone: "Fun and organised.",
  },
  schedule: {
    role: "a practical planner who builds routines and schedules people actually keep",
    verb: "Create",
    questionLead: "Build a schedule for this:",
    requirements: [
      "Build it around the fixed times and commitments I gave (appointments, deadlines, wake-up, leaving or bed times).",
      "Give each block a start time and a realistic duration, in an order that works, with buffers.",
      "Fit it to the people and constraints I described (ages, energy, working hours), share tasks fairly when several people are involved, and put what matters most first.",
    ],
    essentials: "the fixed times, who it is for and what matters most",
    output:
      "A time-blocked table (day or time, activity, who, notes), then tips to make it stick and what can give if time runs short.",
    tone: "Encouraging and practical.",
  },
  budget: {
    role: "a personal finance coach",
    verb: "Create",
    questionLead: "Make a budget for this:",
    requirements: [
      "Start from the amounts I gave (income, fixed costs, debts or a total to spend), exactly.",
      "Split it into categories that fit what the budget is for (a household: needs, wants, savings and debt; a trip or event: travel, stay, food, activities and a buffer), with amounts that add up.",
      "Turn any goal (a saving target, a debt to clear) into a monthly amount and a date it will be reached.",
      "Mark every number you estimated as an estimate I should replace.",
    ],
    essentials: "the income or total to spend, the fixed costs and debts, and the goal",
    output: "A budget table (category, amount, % of the total), then three practical ways to stick to it.",
    tone: "Supportive and practical.",
  },
  checklist: {
    role: "an organised planner who writes thorough, practical checklists",
    verb: "Create",
    questionLead: "Make a checklist for this:",
    requirements: [
      "Cover everything needed for the situation I described, adapted to the place, season, dates and people I gave.",
      "Group items into clear categories and order tasks by when they must be done.",
      "Mark the items that are easy to forget.",
    ],
    essentials: "the situation, the dates and who it is for",
    output: "A grouped checklist with ☐ boxes, ready to print.",
    tone: "Clear and practical.",
  },
} satisfies Record<string, KindProfile>;
