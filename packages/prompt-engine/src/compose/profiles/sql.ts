import type { KindProfile } from "./kind-profile.ts";
import { asksForQueryVersions, asksForSeveralQueries } from "./technical-phrases.ts";

/** What an expert insists on for a query: the schema as given, its traps named, and its speed where it matters. */
export const sqlProfile: KindProfile = {
  role: "a database engineer",
  essentials: [
    {
      text: "Write one query for the schema as given, with the table and column names exactly as written.",
      only: (signals) => !asksForSeveralQueries.test(signals.lower) && !asksForQueryVersions.test(signals.lower),
    },
    // "…plus a separate query for the top 10 customers": each ask gets its own query.
    {
      text: "Write a separate query for each thing I ask, for the schema as given, with the table and column names exactly as written.",
      only: (signals) => asksForSeveralQueries.test(signals.lower) && !asksForQueryVersions.test(signals.lower),
    },
    {
      text: "Write each version I ask for, for the schema as given, with the table and column names exactly as written; say whether they return the same rows (NULLs included) and how to compare their speed on my data from the query plan (EXPLAIN ANALYZE or my database's equivalent) rather than by rule of thumb.",
      only: (signals) => asksForQueryVersions.test(signals.lower),
    },
    {
      text: "State the SQL dialect it is written for and any function that differs in others (date truncation, string aggregation).",
      // The member who names the database has chosen the dialect.
      only: (signals) => !signals.hasTechnology,
    },
    {
      text: "Be explicit about NULLs and duplicates, about time zones where times are compared, and about which rows each join keeps or drops.",
      only: (signals) => !signals.wantsOnlyTheThing,
    },
    // "just the query": the care goes into the query, not into notes around it.
    {
      text: "Handle NULLs, duplicates, time zones where times are compared and the rows each join drops inside the query itself.",
      only: (signals) => signals.wantsOnlyTheThing,
    },
    { text: "Briefly explain each step." },
    {
      text: "Say which index would keep it fast on a large table.",
      only: (signals) =>
        /\b(?:slow\w*|fast\w*|speed|performance|index\w*|millions?|large|huge|big|timeouts?|times? out)\b/u.test(
          signals.lower,
        ),
    },
  ],
  questions: ["database", "layout"],
};
