import type { RoughRequest } from "../rough-request.ts";

export const everydayLifeRequests: RoughRequest[] = [
  // Fitness
  {
    domain: "fitness",
    say: "a workout plan, i have bad knees and only dumbbells, 3 days a week",
    kind: "workout-plan",
    facts: ["bad knees", "only dumbbells", "3 days a week"],
  },
  {
    domain: "fitness",
    say: "I want to run a 5k in 8 weeks, I can barely run 1 mile right now, make me a training plan",
    kind: "workout-plan",
    facts: ["5k", "8 weeks", "1 mile"],
  },
  {
    domain: "fitness",
    say: "gym routine for building muscle, 4 days, im a beginner, 30 year old woman",
    kind: "workout-plan",
    facts: ["building muscle", "4 days", "beginner", "30 year old woman"],
  },
  {
    domain: "fitness",
    say: "give me a 20 minute stretching routine for after sitting at a desk all day",
    kind: "workout-plan",
    facts: ["20 minute", "stretching", "sitting at a desk all day"],
  },
  // Food
  {
    domain: "nutrition",
    say: "make me a meal plan for the week, vegetarian, for 2 people, under $80",
    kind: "meal-plan",
    facts: ["vegetarian", "2 people", "under $80"],
  },
  {
    domain: "nutrition",
    say: "high protein meal prep plan for 5 work days, I hate mushrooms and I'm lactose intolerant",
    kind: "meal-plan",
    facts: ["high protein", "5 work days", "mushrooms", "lactose intolerant"],
  },
  {
    domain: "cooking",
    say: "what should i cook tonight with chicken, rice and spinach, I have 30 minutes",
    kind: "recipe",
    facts: ["chicken, rice and spinach", "30 minutes"],
  },
  {
    domain: "cooking",
    say: "recipe for gluten free banana bread without eggs",
    kind: "recipe",
    facts: ["gluten free banana bread", "without eggs"],
  },
  {
    domain: "cooking",
    say: "I need a lasagna recipe that feeds 12, my oven is small",
    kind: "recipe",
    facts: ["lasagna", "12", "oven is small"],
  },
  // Travel
  {
    domain: "travel",
    say: "plan a 4 day trip to Lisbon in october for me and my partner, we like food and walking, budget around 1200 euros",
    kind: "itinerary",
    facts: ["4 day", "Lisbon", "October", "food and walking", "1200 euros"],
  },
  {
    domain: "travel",
    say: "itinerary for 2 weeks in Japan with kids aged 6 and 9, Tokyo Kyoto and Osaka",
    kind: "itinerary",
    facts: ["2 weeks", "Japan", "6 and 9", "Tokyo", "Kyoto", "Osaka"],
  },
  {
    domain: "travel",
    say: "road trip from San Francisco to Seattle, 5 days, we want to see the coast",
    kind: "itinerary",
    facts: ["San Francisco", "Seattle", "5 days", "the coast"],
  },
  {
    domain: "travel",
    say: "packing list for a week of camping in Yosemite in september",
    kind: "checklist",
    facts: ["camping", "Yosemite", "September"],
  },
  // Events
  {
    domain: "events",
    say: "help me plan a surprise 40th birthday party for my wife, about 25 guests, budget $800",
    kind: "event-plan",
    facts: ["surprise 40th birthday", "25 guests", "$800"],
  },
  {
    domain: "events",
    say: "plan our company offsite for 30 people in Lake Tahoe, 2 days, we want workshops and some fun",
    kind: "event-plan",
    facts: ["offsite", "30 people", "Lake Tahoe", "2 days", "workshops"],
  },
  {
    domain: "events",
    say: "I'm organizing a baby shower for my best friend on the 9th, need a plan with games and food",
    kind: "event-plan",
    facts: ["baby shower", "the 9th", "games and food"],
  },
  // Weddings
  {
    domain: "weddings",
    say: "checklist of everything we need to do before our wedding on september 20, we have 6 months",
    kind: "checklist",
    facts: ["wedding", "September 20", "6 months"],
  },
  {
    domain: "weddings",
    say: "write our wedding vows, we met hiking in Patagonia, been together 7 years, keep it under 2 minutes",
    kind: "speech",
    facts: ["Patagonia", "7 years", "under 2 minutes"],
  },
  // Personal finance
  {
    domain: "personal finance",
    say: "make me a monthly budget, i take home $3,400, rent is $1,300 and i want to save for a car",
    kind: "budget",
    facts: ["$3,400", "$1,300", "save for a car"],
  },
  {
    domain: "personal finance",
    say: "how should i pay off $12k of credit card debt at 24% APR, i can put $500 a month towards it",
    kind: "how-to",
    facts: ["$12k", "24% APR", "$500 a month"],
  },
  {
    domain: "personal finance",
    say: "budget for a family of four on one income of 52,000 a year",
    kind: "budget",
    facts: ["family of four", "52,000 a year"],
  },
  // Scheduling and productivity
  {
    domain: "productivity",
    say: "plan my week i have 3 deadlines and a dentist appointment on tuesday at 3pm",
    kind: "schedule",
    facts: ["3 deadlines", "dentist appointment", "Tuesday at 3pm"],
  },
  {
    domain: "productivity",
    say: "morning routine for someone who wakes at 6 and has to leave by 7:30, i want to fit in exercise",
    kind: "schedule",
    facts: ["6", "7:30", "exercise"],
  },
  {
    domain: "productivity",
    say: "daily schedule for working from home with a toddler, nap is 1 to 3",
    kind: "schedule",
    facts: ["toddler", "1 to 3"],
  },
  // Parenting
  {
    domain: "parenting",
    say: "chore chart for my kids, they're 8 and 11, with points they can trade for screen time",
    kind: "checklist",
    facts: ["8 and 11", "points", "screen time"],
  },
  {
    domain: "parenting",
    say: "how do i explain to my 6 year old that our dog died",
    kind: "advice",
    facts: ["6 year old", "dog died"],
  },
  {
    domain: "parenting",
    say: "write a note to my daughter's teacher Mrs. Patel saying she'll miss school on friday for a doctor's appointment",
    kind: "personal-message",
    facts: ["Mrs. Patel", "Friday", "doctor's appointment"],
  },
  // Relationships and personal messages
  {
    domain: "personal messages",
    say: "text to my friend apologizing for missing her birthday dinner, i was stuck at work, i feel awful",
    kind: "personal-message",
    facts: ["birthday dinner", "stuck at work"],
  },
  {
    domain: "personal messages",
    say: "thank you card message for my neighbors who fed our cat while we were in Spain for 2 weeks",
    kind: "personal-message",
    facts: ["neighbors", "fed our cat", "Spain", "2 weeks"],
  },
  {
    domain: "personal messages",
    say: "birthday message for my grandma turning 90, something sweet",
    kind: "personal-message",
    facts: ["grandma", "90", "sweet"],
  },
  {
    domain: "personal messages",
    say: "help me write a letter to my landlord asking to end my lease 2 months early because i got a job in Chicago",
    kind: "letter",
    facts: ["landlord", "2 months early", "Chicago"],
  },
  {
    domain: "personal messages",
    say: "letter of recommendation for my former intern Jamal who's applying to med school, he worked with me for 6 months",
    kind: "letter",
    facts: ["Jamal", "med school", "6 months"],
  },
  // Home and garden
  {
    domain: "home and garden",
    say: "what vegetables can i grow on a north facing balcony in Manchester",
    kind: "recommendation",
    facts: ["north facing balcony", "Manchester"],
  },
  {
    domain: "home and garden",
    say: "moving checklist, we're moving from a 2 bedroom apartment to a house on the 30th",
    kind: "checklist",
    facts: ["2 bedroom apartment", "house", "the 30th"],
  },
  {
    domain: "home and garden",
    say: "how do i fix a running toilet",
    kind: "how-to",
    facts: ["running toilet"],
  },
  // Pets
  {
    domain: "pets",
    say: "how to crate train a 10 week old beagle puppy",
    kind: "how-to",
    facts: ["crate train", "10 week old", "beagle"],
  },
  {
    domain: "pets",
    say: "best food for an older cat with kidney problems, she's 14",
    kind: "recommendation",
    facts: ["kidney problems", "14"],
  },
  // Health and wellbeing
  {
    domain: "wellbeing",
    say: "give me a sleep routine, i keep waking up at 3am and can't fall back asleep",
    kind: "schedule",
    facts: ["3am", "can't fall back asleep"],
  },
  {
    domain: "wellbeing",
    say: "questions to ask my doctor about starting metformin",
    kind: "question-list",
    facts: ["doctor", "metformin"],
  },
  // Nonprofit
  {
    domain: "nonprofit",
    say: "write a fundraising email for our animal shelter, we need $10,000 to fix the roof before winter",
    kind: "email",
    facts: ["animal shelter", "$10,000", "fix the roof before winter"],
  },
  {
    domain: "nonprofit",
    say: "grant proposal for a youth coding program in Detroit, 50 kids, asking for $75,000",
    kind: "proposal",
    facts: ["youth coding program", "Detroit", "50 kids", "$75,000"],
  },
  // Something of theirs misbehaves
  {
    domain: "home repairs",
    say: "the washing machine wont drain and theres a burning smell, whats causing it? its a 6 year old bosch",
    kind: "diagnosis",
    facts: ["burning smell", "6 year old", "bosch"],
  },
  {
    domain: "gardening",
    say: "why are the leaves on my lemon tree turning yellow, its indoors by a south window",
    kind: "diagnosis",
    facts: ["lemon tree", "indoors", "south window"],
  },
  {
    domain: "family",
    say: "i yelled at my brother at moms birthday and need to apologise, he's still not talking to me",
    kind: "apology",
    facts: ["brother", "birthday"],
  },
  {
    domain: "food",
    say: "what should i make for thanksgiving, its 10 people and my sister is gluten free, i have one oven",
    kind: "menu",
    facts: ["10 people", "gluten free", "one oven"],
  },
  {
    domain: "family",
    say: "can you write some instructions for my babysitter, dinner at 6, bath at 7, my daughter is allergic to eggs",
    kind: "handover",
    facts: ["dinner at 6", "bath at 7", "allergic to eggs"],
  },
];
