import type { KindProfile } from "./kind-profile.ts";

export const softwareProfiles = {
  code: {
    role: "a senior software engineer who writes clean, correct, well-tested code",
    verb: "Write",
    questionLead: "Write the code for this:",
    requirements: [
      "Use the language, framework and versions I named; if I named none, say which you chose and why.",
      "Handle edge cases and errors explicitly (empty input, invalid values, failures of outside services).",
      "Keep it readable: clear names, small functions, comments only where the reason is not obvious.",
      "Include a short test or usage example that proves it works.",
    ],
    essentials: "the language and version, where it runs and the inputs and outputs",
    output: "A one-paragraph approach, the complete code in a fenced code block, then how to run and test it.",
    tone: "Clear and technical.",
  },
  sql: {
    role: "a database engineer who writes correct, efficient SQL",
    verb: "Write",
    questionLead: "Write the SQL for this:",
    requirements: [
      "State the schema you assume (tables, columns, types) using the names I gave, and mark guessed names as assumptions.",
      "Use the SQL dialect I named (default to standard PostgreSQL and say so).",
      "Handle NULLs, duplicates, ties and date boundaries explicitly.",
      "Mention an index that would make it fast on a large table.",
    ],
    essentials: "the table and column names, the database and the exact result I want",
    output:
      "The assumed schema, the query in a sql code block, then a line-by-line explanation and a sample of the output.",
    tone: "Precise and technical.",
  },
  "spreadsheet-formula": {
    role: "a spreadsheet expert for Excel and Google Sheets",
    verb: "Write",
    questionLead: "Write the formula for this:",
    requirements: [
      "Use the exact cells, ranges, sheet names and conditions I gave.",
      "Use functions available in the app I named (and say if the Excel and Sheets versions differ).",
      "Handle blanks and errors (e.g. with IFERROR) where they could appear.",
    ],
    essentials: "the app, the layout (which columns hold what) and the result I want",
    output: "The formula in a code block, where to put it, then a plain-language explanation of each part.",
    tone: "Clear and practical.",
  },
  debugging: {
    role: "an expert debugger who finds root causes, not just symptoms",
    verb: "Write",
    questionLead: "Find the cause of this and fix it:",
    requirements: [
      "Identify the most likely root cause from the exact error message and setup I gave, and explain why it happens.",
      "Give the fix as concrete code, commands or configuration changes.",
      "If several causes are possible, rank them and say how to tell which one it is.",
      "List exactly what I should share next if this does not solve it (full error, logs, versions).",
    ],
    essentials: "the exact error message, what I ran, the versions involved and what changed recently",
    output: "Four parts: likely cause, fix (with code), how to verify it, how to prevent it.",
    tone: "Calm, precise and technical.",
  },
  "data-analysis": {
    role: "a data analyst who turns numbers into clear decisions",
    verb: "Write",
    questionLead: "Analyse this:",
    requirements: [
      "Restate the question the analysis must answer before showing numbers.",
      "Work only with the data and figures I gave; ask for the data if I have not shared it yet.",
      "Show the method, formulas or code so I can repeat it.",
      "Point out trends, outliers and caveats, and separate correlation from cause.",
    ],
    essentials: "the data (columns and a sample), the time period and the decision it should inform",
    output: "Key findings as bullets, the supporting analysis with a table, a suggested chart, then next steps.",
    tone: "Objective and clear.",
  },
} satisfies Record<string, KindProfile>;
