import { refineOptionsSchema } from "@promptloom/contracts/prompt-engine";
import { describe, expect, it } from "vitest";

import { analyzeRequest } from "../../understanding/analyze-request.ts";
import { deliverableKinds, type DeliverableKind } from "../../understanding/deliverable-kinds.ts";
import { composeOfflinePrompt } from "../compose-offline-prompt.ts";
import { kindProfiles } from "./kind-profiles.ts";

/** One request per kind, written for this test, and the detail each must carry into the prompt. */
const samples: Record<DeliverableKind, [request: string, kept: string]> = {
  email: ["email my accountant asking for the 2023 tax return copy", "2023"],
  complaint: ["complaint to the hotel about the broken shower in room 412", "room 412"],
  letter: ["write a letter to my old teacher Mr. Hale telling him I became a nurse", "Mr. Hale"],
  "personal-message": ["a text to my brother wishing him luck on his exam tomorrow", "tomorrow"],
  "customer-reply": ["reply to a customer whose parcel is 5 days late", "5 days"],
  "cover-letter": ["cover letter for a warehouse supervisor job at IKEA", "IKEA"],
  resume: ["rewrite my resume summary, I'm a paralegal with 6 years at a law firm", "6 years"],
  bio: ["a speaker bio for me, I run a bakery in Porto", "Porto"],
  invitation: ["invite for our book club meeting on the 3rd at 7pm", "7pm"],
  speech: ["a toast for my parents' 40th anniversary", "40th anniversary"],
  testimonial: ["a testimonial for my plumber Dave who fixed our boiler on Christmas Eve", "Christmas Eve"],
  negotiation: ["help me negotiate a lower price on a sofa listed at $900", "$900"],
  "social-post": ["instagram post for our new vegan burger, launching Friday", "Friday"],
  thread: ["a thread about 5 mistakes I made hiring my first employee", "5 mistakes"],
  "blog-post": ["blog post on budgeting apps for students, 900 words", "900 words"],
  review: ["review of the hotel we stayed at in Lisbon, great breakfast but a noisy room", "noisy room"],
  newsletter: ["newsletter for our running club about the 10k on June 8", "June 8"],
  "press-release": ["press release about our new store opening in Leeds on March 1", "Leeds"],
  "ad-copy": ["facebook ad for my window cleaning service in Bristol", "Bristol"],
  "product-description": ["product description for a 2 litre glass teapot", "2 litre"],
  tagline: ["tagline for a bike repair shop", "bike repair shop"],
  naming: ["names for a board game café", "board game café"],
  "video-script": ["youtube video script reviewing the Kindle Scribe", "Kindle Scribe"],
  "release-notes": ["release notes for v3.1: offline mode and a faster search", "v3.1"],
  faq: ["faq for our dog daycare, open 7am to 7pm", "7am to 7pm"],
  poem: ["a sonnet about the sea at Brighton", "Brighton"],
  story: ["a short story about a robot learning to paint, 800 words", "800 words"],
  "song-lyrics": ["lyrics for a lullaby about the moon", "moon"],
  "image-prompt": ["a picture of a lighthouse at dawn, oil painting, 3:2", "3:2"],
  essay: ["an essay on whether homework should be banned, 1000 words", "1000 words"],
  report: ["a report on our March website traffic for the board", "March"],
  proposal: ["proposal to add a bike shed at our office, budget $5,000", "$5,000"],
  "business-plan": ["business plan for a mobile coffee cart in Austin", "Austin"],
  "marketing-plan": ["marketing plan for a new yoga app, budget $8,000", "$8,000"],
  "swot-analysis": ["swot analysis for my Etsy candle shop", "Etsy"],
  "job-description": ["job description for a weekend receptionist at a dental clinic", "weekend receptionist"],
  "meeting-agenda": ["agenda for a 30 minute kickoff meeting", "30 minute"],
  presentation: ["presentation on our Q2 results, 8 slides", "8 slides"],
  survey: ["survey for parents about the school lunch menu", "school lunch menu"],
  "project-plan": ["project plan for moving our office to Berlin by September", "September"],
  "interview-prep": ["help me prepare for a nursing interview at Mercy Hospital", "Mercy Hospital"],
  code: ["a javascript function that formats phone numbers", "JavaScript"],
  sql: ["sql to list employees hired after 2020", "2020"],
  "spreadsheet-formula": ["excel formula that sums column C when column B is over 100", "column C"],
  debugging: ["my flask app returns 404 on every route after I added blueprints", "404"],
  "data-analysis": ["analyze our churn data for the last 6 months", "6 months"],
  explanation: ["explain how inflation works", "inflation"],
  "how-to": ["how do I repot an orchid", "orchid"],
  "lesson-plan": ["lesson plan on photosynthesis for 7th grade, 50 minutes", "50 minutes"],
  quiz: ["quiz on European capitals, 15 questions", "15 questions"],
  "study-plan": ["study plan for the GRE in 8 weeks", "8 weeks"],
  summary: [
    "summarize this: The library will close on 2 May for repairs and reopen on 20 June with a new café.",
    "2 May",
  ],
  translation: ["translate this into Italian: Our shop opens at 9 on Sundays.", "Our shop opens at 9 on Sundays."],
  "edit-text": ["proofread this: Their going to the park tomorow with there dog.", "Their going to the park"],
  comparison: ["compare Spotify and Apple Music for a family of 4", "family of 4"],
  recommendation: ["recommend podcasts about ancient history", "ancient history"],
  "idea-list": ["ideas for a 10th anniversary gift", "10th anniversary"],
  "question-list": ["questions to ask a wedding photographer before booking, our budget is $3,000", "$3,000"],
  advice: ["any advice on helping my teenage son who is anxious about starting a new school in Leeds", "Leeds"],
  "content-calendar": ["content calendar for our bakery's instagram for March, 3 posts a week", "3 posts a week"],
  "research-brief": ["research the effects of four-day weeks on productivity", "four-day weeks"],
  "workout-plan": ["workout plan for a beginner with a resistance band, 3 times a week", "3 times a week"],
  "meal-plan": ["meal plan for a family of 3, gluten free", "gluten free"],
  menu: ["a dinner party menu for 6, one guest is gluten free", "gluten free"],
  recipe: ["recipe for a quick tomato soup", "tomato soup"],
  itinerary: ["plan 3 days in Edinburgh with a toddler", "Edinburgh"],
  "event-plan": ["plan a retirement party for 40 people", "40 people"],
  schedule: ["a weekly schedule for a night-shift nurse", "night-shift nurse"],
  budget: ["budget for a student earning $1,100 a month", "$1,100 a month"],
  checklist: ["checklist for selling my car", "selling my car"],
  apology: ["an apology to my coach for missing three practices", "three practices"],
  "video-description": ["youtube description for my channel trailer, we review budget e-bikes", "budget e-bikes"],
  "meeting-minutes": ["minutes for the PTA meeting on 4 March, we voted to fund the library", "4 March"],
  "performance-review": [
    "a performance review for my junior designer, great ideas but misses deadlines",
    "misses deadlines",
  ],
  handover: ["handover notes for my cover while I'm on leave, payroll runs on the 25th", "the 25th"],
  quote: ["a quote for a client: landscaping a 50 m² garden, turf and a patio", "50 m²"],
  "legal-text": ["terms of service for my photography business in Ontario", "Ontario"],
  diagnosis: ["why does my fridge keep freezing the lettuce on the bottom shelf", "bottom shelf"],
  critique: ["honest feedback on my plan to sell candles at the Saturday market", "Saturday market"],
  outline: ["a course outline for teaching Excel to office staff, 6 sessions", "6 sessions"],
  "ai-prompt": ["system prompt for a chatbot that answers questions about our gym", "gym"],
  "role-play": ["pretend to be a German border officer and question me, I'm learning for my B1 exam", "B1"],
};

const options = refineOptionsSchema.parse({});

describe("every deliverable kind", () => {
  for (const kind of deliverableKinds) {
    it(`${kind}: found, laid out with its own requirements and output format, facts kept`, () => {
      const [request, kept] = samples[kind];
      const analysis = analyzeRequest(request);
      expect(analysis?.kind).toBe(kind);
      const prompt = composeOfflinePrompt(analysis!, options);
      expect(prompt.toLowerCase()).toContain(kept.toLowerCase());
      if (kind === "image-prompt") {
        expect(prompt).not.toMatch(/prompt (?:of|for)/iu);
        return;
      }
      const profile = kindProfiles[kind];
      expect(prompt).toContain(`You are ${profile.role}.`);
      expect(prompt).toContain(profile.requirements[0]);
      expect(prompt).toContain(`## Output format\n${profile.output}`);
      expect(prompt.includes("never invent")).toBe(!profile.isCreative);
    });
  }
});
