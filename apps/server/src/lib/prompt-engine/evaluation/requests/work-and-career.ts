import type { RoughRequest } from "../rough-request.ts";

export const workAndCareerRequests: RoughRequest[] = [
  // Office e-mail
  {
    domain: "office e-mail",
    say: "um so i need to email my team about the office move, we're moving to the 4th floor on march 3rd and everyone needs to pack their desks by friday",
    kind: "email",
    facts: ["4th floor", "March 3rd", "pack their desks by Friday"],
  },
  {
    domain: "office e-mail",
    say: "write an email to my manager Priya asking if i can work from home on thursdays, keep it short",
    kind: "email",
    facts: ["Priya", "work from home on Thursdays", "short"],
  },
  {
    domain: "office e-mail",
    say: "can you draft a follow up email to a client who hasnt paid invoice #4471 for $2,350, it was due 30 days ago. firm but polite",
    kind: "email",
    facts: ["#4471", "$2,350", "30 days ago"],
  },
  {
    domain: "office e-mail",
    say: "I need an out of office reply, I'm away from June 10 to June 21, for urgent stuff contact Marco at marco.b@northwind.io",
    kind: "email",
    facts: ["June 10", "June 21", "Marco", "marco.b@northwind.io"],
  },
  {
    domain: "office e-mail",
    say: "email to the whole company announcing that Dana Whitfield is joining as head of finance on monday, she was at Deloitte for 12 years",
    kind: "email",
    facts: ["Dana Whitfield", "head of finance", "Monday", "Deloitte", "12 years"],
  },
  {
    domain: "office e-mail",
    say: "so basically i have to decline a meeting invite from a vendor, like politely say no thanks we're not buying this quarter",
    kind: "email",
    facts: ["not buying this quarter"],
  },
  {
    domain: "office e-mail",
    say: "pls write a quick email to reschedule my call with Dr. Okafor from tuesday to thursday 2pm",
    kind: "email",
    facts: ["Dr. Okafor", "Tuesday", "Thursday 2pm"],
  },
  // Complaints
  {
    domain: "complaints",
    say: "write a complaint to the airline, they lost my suitcase on flight BA 283 from London to Rome on 14 August and I've had no reply in 9 days",
    kind: "complaint",
    facts: ["BA 283", "London", "Rome", "14 August", "9 days"],
  },
  {
    domain: "complaints",
    say: "i want to complain to my internet provider, the wifi has dropped every evening for three weeks and im paying 60 euros a month. want a partial refund",
    kind: "complaint",
    facts: ["three weeks", "60 euros a month", "partial refund"],
  },
  {
    domain: "complaints",
    say: "help me write a letter of complaint to the council about the broken streetlight on Elm Road, it's been out since January and it's dangerous",
    kind: "complaint",
    facts: ["Elm Road", "since January"],
  },
  {
    domain: "complaints",
    say: "complaint email to amazon, my order 113-5520981 came damaged and the replacement also came damaged",
    kind: "complaint",
    facts: ["Amazon", "113-5520981", "replacement also came damaged"],
  },
  // Customer support replies
  {
    domain: "customer support",
    say: "reply to a customer who says our app charged them twice this month, we already refunded the second charge, it takes 5 to 7 business days",
    kind: "customer-reply",
    facts: ["charged them twice", "5 to 7 business days"],
  },
  {
    domain: "customer support",
    say: "how do i respond to a 1 star review that says our pizza was cold and the driver was rude. we're a family pizzeria in Naples Florida",
    kind: "customer-reply",
    facts: ["1 star", "cold", "rude", "Naples Florida"],
  },
  {
    domain: "customer support",
    say: "answer this customer, she wants to return shoes after 45 days but our policy is 30 days, offer store credit instead",
    kind: "customer-reply",
    facts: ["45 days", "30 days", "store credit"],
  },
  {
    domain: "customer support",
    say: "we shipped the wrong color sofa to a customer, write them an apology and tell them the right one arrives on the 22nd",
    kind: "customer-reply",
    facts: ["wrong color sofa", "the 22nd"],
  },
  // Job search
  {
    domain: "job search",
    say: "i need a cover letter for a junior data analyst job at Spotify, I just finished a bootcamp and know python and tableau",
    kind: "cover-letter",
    facts: ["junior data analyst", "Spotify", "bootcamp", "Python", "Tableau"],
  },
  {
    domain: "job search",
    say: "cover letter for a barista position at Blue Bottle, I have 2 years experience at starbucks, keep it under one page",
    kind: "cover-letter",
    facts: ["barista", "Blue Bottle", "2 years", "Starbucks", "one page"],
  },
  {
    domain: "job search",
    say: "can you help me improve my resume bullet points, i managed a team of 6 and cut support tickets by 40%",
    kind: "resume",
    facts: ["team of 6", "40%"],
  },
  {
    domain: "job search",
    say: "make my CV for a nursing job, 8 years in pediatrics at St. Jude, BSN from Ohio State",
    kind: "resume",
    facts: ["8 years", "pediatrics", "St. Jude", "BSN", "Ohio State"],
  },
  {
    domain: "job search",
    say: "write a short professional bio for my linkedin about section, i'm a UX designer in Berlin with 10 years in fintech",
    kind: "bio",
    facts: ["UX designer", "Berlin", "10 years", "fintech"],
  },
  // Interviews
  {
    domain: "interviews",
    say: "help me prepare for an interview at Stripe next tuesday for a backend engineer role",
    kind: "interview-prep",
    facts: ["Stripe", "next Tuesday", "backend engineer"],
  },
  {
    domain: "interviews",
    say: "i have a teaching interview on friday at Lincoln elementary, what questions will they ask and how should i answer",
    kind: "interview-prep",
    facts: ["Friday", "Lincoln Elementary"],
  },
  {
    domain: "interviews",
    say: "mock interview me for a product manager job at a healthcare startup, ask one question at a time",
    kind: "interview-prep",
    facts: ["product manager", "healthcare startup", "one question at a time"],
  },
  // Negotiation
  {
    domain: "negotiation",
    say: "how do i negotiate a higher salary, they offered 85k and I want at least 95k, i have another offer at 90",
    kind: "negotiation",
    facts: ["85k", "95k", "90"],
  },
  {
    domain: "negotiation",
    say: "i want to negotiate my rent down, landlord wants to raise it from 1800 to 2100, i've lived here 4 years and always paid on time",
    kind: "negotiation",
    facts: ["1800", "2100", "4 years", "always paid on time"],
  },
  {
    domain: "negotiation",
    say: "give me a script to negotiate a used car price, the Honda Civic is listed at $14,500 and has 98,000 miles",
    kind: "negotiation",
    facts: ["Honda Civic", "$14,500", "98,000 miles"],
  },
  // Hiring and HR
  {
    domain: "hiring",
    say: "write a job description for a part time bookkeeper, 20 hours a week, remote, must know quickbooks",
    kind: "job-description",
    facts: ["part time bookkeeper", "20 hours a week", "remote", "QuickBooks"],
  },
  {
    domain: "hiring",
    say: "we're hiring a senior react developer in Toronto, salary 130-150k CAD, I need the job posting",
    kind: "job-description",
    facts: ["senior React developer", "Toronto", "130-150k CAD"],
  },
  {
    domain: "hiring",
    say: "write a rejection email to a candidate who made it to the final round, her name is Aisha, we went with someone more senior",
    kind: "email",
    facts: ["final round", "Aisha", "more senior"],
  },
  // Meetings and presentations
  {
    domain: "meetings",
    say: "agenda for a 45 minute quarterly planning meeting with 8 people, we need to cover budget, hiring and the Q3 roadmap",
    kind: "meeting-agenda",
    facts: ["45 minute", "8 people", "budget", "hiring", "Q3 roadmap"],
  },
  {
    domain: "meetings",
    say: "make me a presentation outline about our customer churn problem for the board, 10 slides max",
    kind: "presentation",
    facts: ["customer churn", "board", "10 slides max"],
  },
  {
    domain: "meetings",
    say: "i'm giving a 5 minute talk at a conference on accessibility in mobile apps, need slides",
    kind: "presentation",
    facts: ["5 minute", "accessibility in mobile apps"],
  },
  // Business
  {
    domain: "small business",
    say: "I want to open a dog grooming salon in Austin, write me a business plan, I have about $40k saved",
    kind: "business-plan",
    facts: ["dog grooming salon", "Austin", "$40k"],
  },
  {
    domain: "small business",
    say: "swot analysis for a coffee shop opening next to a university campus",
    kind: "swot-analysis",
    facts: ["coffee shop", "university campus"],
  },
  {
    domain: "small business",
    say: "my boss asked me to write up a proposal for switching us to a four day work week, we're 35 people in a design agency",
    kind: "proposal",
    facts: ["four day work week", "35 people", "design agency"],
  },
  {
    domain: "small business",
    say: "proposal for a client who wants a new website for their bakery, budget 6000 dollars, done in 8 weeks",
    kind: "proposal",
    facts: ["website", "bakery", "6000 dollars", "8 weeks"],
  },
  {
    domain: "small business",
    say: "create a project plan for migrating our crm from salesforce to hubspot by end of Q2, team of 3",
    kind: "project-plan",
    facts: ["Salesforce", "HubSpot", "end of Q2", "team of 3"],
  },
  {
    domain: "small business",
    say: "write a report on our Q1 sales for the leadership team: revenue was $1.2M, up 8% from last year, churn went up to 4.5%",
    kind: "report",
    facts: ["Q1", "$1.2M", "8%", "4.5%"],
  },
  {
    domain: "small business",
    say: "I need a survey for our hotel guests about their stay, no more than 10 questions",
    kind: "survey",
    facts: ["hotel guests", "no more than 10 questions"],
  },
  {
    domain: "small business",
    say: "put together a marketing plan for launching our oat milk brand in the UK, budget is £25,000 for 3 months",
    kind: "marketing-plan",
    facts: ["oat milk", "UK", "£25,000", "3 months"],
  },
  {
    domain: "small business",
    say: "FAQ page for my yoga studio, we have classes at 7am and 6pm, first class is free, no mats provided",
    kind: "faq",
    facts: ["7am", "6pm", "first class is free", "no mats provided"],
  },
  {
    domain: "small business",
    say: "can you put together a quote for a customer, deep cleaning a 3 bed house, 2 cleaners for 6 hours at £18 an hour",
    kind: "quote",
    facts: ["3 bed house", "2 cleaners", "6 hours", "£18 an hour"],
  },
  {
    domain: "small business",
    say: "need a returns policy for my etsy shop, handmade soap, we ship from Ireland",
    kind: "legal-text",
    facts: ["handmade soap", "Ireland"],
  },
  {
    domain: "meetings",
    say: "write the minutes for yesterdays board meeting: 5 attendees, approved the 2025 budget, Sara will send the audit report by Friday",
    kind: "meeting-minutes",
    facts: ["5 attendees", "2025 budget", "Sara", "Friday"],
  },
  {
    domain: "small business",
    say: "be brutally honest, whats wrong with my plan to open a board game cafe in a town of 8000 people",
    kind: "critique",
    facts: ["board game cafe", "8000 people"],
  },
  {
    domain: "management",
    say: "need to write a mid-year performance review for Tom, hes our best salesman but doesnt share leads with the team",
    kind: "performance-review",
    facts: ["mid-year", "Tom", "best salesman"],
  },
];
