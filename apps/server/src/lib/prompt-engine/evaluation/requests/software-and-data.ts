import type { RoughRequest } from "../rough-request.ts";

export const softwareAndDataRequests: RoughRequest[] = [
  // Programming
  {
    domain: "programming",
    say: "write a python function that um checks if a string is a palindrome, ignore spaces and case",
    kind: "code",
    facts: ["Python", "palindrome", "ignore spaces and case"],
  },
  {
    domain: "programming",
    say: "can you build me a react component for a login form with email and password validation",
    kind: "code",
    facts: ["React", "login form", "email and password validation"],
  },
  {
    domain: "programming",
    say: "bash script that renames all the .jpeg files in a folder to .jpg",
    kind: "code",
    facts: [".jpeg", ".jpg"],
  },
  {
    domain: "programming",
    say: "i need a regex that matches uk postcodes",
    kind: "code",
    facts: ["UK postcodes"],
  },
  {
    domain: "programming",
    say: "so i'm using node 20 and express and i want an endpoint that uploads a file to s3, max 10 MB",
    kind: "code",
    facts: ["Node 20", "Express", "S3", "10 MB"],
  },
  {
    domain: "programming",
    say: "write unit tests for this function in jest, it calculates shipping cost based on weight and zone",
    kind: "code",
    facts: ["Jest", "shipping cost", "weight and zone"],
  },
  {
    domain: "programming",
    say: "convert this javascript class to typescript with proper types",
    kind: "code",
    facts: ["JavaScript", "TypeScript"],
  },
  // Databases
  {
    domain: "databases",
    say: "um so can you like generate sql to find customers who havent ordered in 90 days",
    kind: "sql",
    facts: ["customers", "90 days"],
  },
  {
    domain: "databases",
    say: "sql query to get the top 10 customers by revenue last month, postgres",
    kind: "sql",
    facts: ["top 10 customers", "revenue", "last month", "Postgres"],
  },
  {
    domain: "databases",
    say: "I need a query that counts orders per day for the last 2 weeks, table is called orders with a created_at column",
    kind: "sql",
    facts: ["orders per day", "2 weeks", "orders", "created_at"],
  },
  {
    domain: "databases",
    say: "mysql: delete duplicate rows in the users table keeping the one with the lowest id",
    kind: "sql",
    facts: ["MySQL", "duplicate rows", "users", "lowest id"],
  },
  // Spreadsheets
  {
    domain: "spreadsheets",
    say: "excel formula to calculate the average of column B only if column A says paid",
    kind: "spreadsheet-formula",
    facts: ["Excel", "column B", "column A", "paid"],
  },
  {
    domain: "spreadsheets",
    say: "google sheets formula that pulls the price from the Products tab by matching the SKU in A2",
    kind: "spreadsheet-formula",
    facts: ["Google Sheets", "Products", "SKU", "A2"],
  },
  {
    domain: "spreadsheets",
    say: "how do i make a formula that counts how many cells in D2:D200 are overdue, meaning the date is before today",
    kind: "spreadsheet-formula",
    facts: ["D2:D200", "before today"],
  },
  // Debugging
  {
    domain: "debugging",
    say: "my python script crashes with a TypeError: 'NoneType' object is not subscriptable when the list is empty",
    kind: "debugging",
    facts: ["TypeError", "'NoneType' object is not subscriptable", "list is empty"],
  },
  {
    domain: "debugging",
    say: "uh so my website shows a 500 error after i deployed it to vercel, it worked yesterday",
    kind: "debugging",
    facts: ["500 error", "Vercel", "it worked yesterday"],
  },
  {
    domain: "debugging",
    say: "why does my react useEffect run twice on page load",
    kind: "debugging",
    facts: ["React", "useEffect", "twice"],
  },
  {
    domain: "debugging",
    say: "fix this error: cannot find module 'dotenv' when i run npm start",
    kind: "debugging",
    facts: ["cannot find module 'dotenv'", "npm start"],
  },
  {
    domain: "debugging",
    say: "docker container keeps restarting with exit code 137, its a java app with 512mb memory limit",
    kind: "debugging",
    facts: ["exit code 137", "Java", "512mb"],
  },
  // Data analysis
  {
    domain: "data analysis",
    say: "analyze my sales spreadsheet, I have columns for date, region and revenue and I want to see which region grew the most in Q3",
    kind: "data-analysis",
    facts: ["date, region and revenue", "Q3"],
  },
  {
    domain: "data analysis",
    say: "i have survey results from 400 employees, help me find what's driving low satisfaction scores",
    kind: "data-analysis",
    facts: ["400 employees", "low satisfaction"],
  },
  {
    domain: "data analysis",
    say: "look at our website traffic, bounce rate went from 40% to 65% in march, what could be causing it",
    kind: "data-analysis",
    facts: ["40%", "65%", "March"],
  },
  // Release notes and docs
  {
    domain: "product releases",
    say: "write release notes for version 2.3 we fixed the login bug and added dark mode and csv export",
    kind: "release-notes",
    facts: ["2.3", "login bug", "dark mode", "CSV export"],
  },
  {
    domain: "product releases",
    say: "changelog for v1.4.0: new search filters, faster sync (about 3x), removed the legacy API",
    kind: "release-notes",
    facts: ["v1.4.0", "search filters", "3x", "legacy API"],
  },
  // Prompts for other AIs
  {
    domain: "AI prompting",
    say: "ok so act as a job interviewer for a barista position and ask me questions from the interview one by one",
    kind: "role-play",
    facts: ["job interviewer", "barista"],
  },
  {
    domain: "AI prompting",
    say: "write a prompt to make chatgpt act like a strict editor for my essays",
    kind: "ai-prompt",
    facts: ["ChatGPT", "strict editor", "essays"],
  },
  {
    domain: "AI prompting",
    say: "i need a system prompt for a customer service chatbot for my shoe store, it should never promise refunds",
    kind: "ai-prompt",
    facts: ["customer service chatbot", "shoe store", "never promise refunds"],
  },
  {
    domain: "AI prompting",
    say: "make a prompt i can give claude so it reviews my pull requests like a senior engineer",
    kind: "ai-prompt",
    facts: ["Claude", "pull requests", "senior engineer"],
  },
  {
    domain: "AI prompting",
    say: "can you give me a good prompt for studying spanish vocabulary with an AI, i'm at A2 level",
    kind: "ai-prompt",
    facts: ["Spanish vocabulary", "A2"],
  },
  // Research
  {
    domain: "research",
    say: "can you research the history of the printing press and give me sources",
    kind: "research-brief",
    facts: ["printing press", "sources"],
  },
  {
    domain: "research",
    say: "i need a literature overview on the effects of screen time on teenagers sleep, studies from the last 5 years",
    kind: "research-brief",
    facts: ["screen time", "teenagers", "sleep", "last 5 years"],
  },
  {
    domain: "research",
    say: "find out what the evidence says about intermittent fasting for people over 60",
    kind: "research-brief",
    facts: ["intermittent fasting", "over 60"],
  },
];
