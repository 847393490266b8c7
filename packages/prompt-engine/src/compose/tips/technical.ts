import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for code, debugging, SQL and spreadsheets. */
export const technicalTips: ExpertTip[] = [
  {
    kinds: ["code"],
    about: "rename photos pictures images by date taken",
    text: "Read the date taken from the photos' EXIF data (DateTimeOriginal), fall back to the file's modified time when it is missing, and never overwrite a file whose new name already exists.",
  },
  {
    kinds: ["code"],
    about: "find large big files disk space folder",
    text: "Sort the results by size, show sizes in human-readable units, and skip folders the user cannot read instead of failing.",
  },
  {
    kinds: ["code"],
    about: "scrape website web page download data",
    text: "Respect the site's robots.txt and rate limits, and fail clearly when the page layout changes.",
  },
  {
    kinds: ["code"],
    about: "csv file parse read columns data",
    text: "Use a real CSV parser (quoted fields can contain commas and line breaks) and say which encoding and delimiter it expects.",
  },
  {
    kinds: ["code"],
    about: "regex regular expression match validate",
    text: "Give a few strings that should match and a few that should not, and anchor the pattern so it does not match inside longer text.",
  },
  {
    kinds: ["code", "debugging"],
    about: "api request fetch http endpoint",
    text: "Handle timeouts, non-2xx responses and retries with backoff; keep secrets out of the code.",
  },
  {
    kinds: ["code"],
    about: "backup sync copy files schedule cron",
    text: "Make it safe to run twice, log what it did, and show how to schedule it (cron or Task Scheduler).",
  },
  {
    kinds: ["debugging"],
    about: "react useeffect infinite loop render state",
    text: "Check the effect's dependency array: an object, array or function created during render changes on every render; memoise it or move it inside the effect.",
  },
  {
    kinds: ["debugging"],
    about: "undefined null typeerror cannot read property",
    text: "Find where the value first becomes undefined, not only where it is read, and guard at that point.",
  },
  {
    kinds: ["debugging"],
    about: "slow performance memory leak timeout",
    text: "Measure before changing anything: say what to profile and which number should improve.",
  },
  {
    kinds: ["debugging"],
    about: "works locally fails production deploy server",
    text: "Compare environment variables, versions and file paths between the two environments first.",
  },
  {
    kinds: ["sql"],
    about: "monthly totals per month sales revenue by month group",
    text: "Generate a calendar series of months and left join the data onto it, so months with no sales show as 0 rather than disappearing.",
  },
  {
    kinds: ["sql"],
    about: "duplicate rows remove dedupe unique",
    text: "Decide which copy to keep (ROW_NUMBER() over the key, ordered by date) and run it as a SELECT before any DELETE.",
  },
  {
    kinds: ["sql"],
    about: "top per group latest each customer rank",
    text: "Use a window function (ROW_NUMBER or RANK per group) and say how ties are handled.",
  },
  {
    kinds: ["sql", "spreadsheet"],
    about: "amount cents money currency total sum",
    text: "Keep money in integer cents while summing and convert to currency only for display.",
  },
  {
    kinds: ["spreadsheet"],
    about: "date overdue due deadline past today",
    text: "Compare against TODAY() and make sure the date column holds real dates, not text that looks like dates.",
  },
  {
    kinds: ["spreadsheet"],
    about: "lookup match another sheet vlookup find value",
    text: "Prefer XLOOKUP (or INDEX/MATCH) with exact match, and show what it returns when nothing matches.",
  },
  {
    kinds: ["spreadsheet"],
    about: "budget expenses track monthly categories",
    text: "Keep raw entries in one table (date, category, amount) and build the monthly summary with SUMIFS or a pivot table from it.",
  },
  {
    kinds: ["spreadsheet"],
    about: "conditional formatting highlight color cells rule",
    text: "Give the custom-formula rule with the right mix of absolute and relative references ($A2) and the range to apply it to.",
  },
];
