import type { ExpertTip } from "./expert-tip.ts";

/** How a top-N request says rows level at the cut-off must all show. */
const TIES = ["tie", "ties", "tied", "joint", "both should show", "both show", "all show", "same total", "same score"];

/**
 * A pick of rows within each group: a count at the top of each ("top 3 per region") or a
 * superlative chosen in each group ("the latest order per customer", "for each store, the best
 * seller"). Sorting the groups ("by region, ranked highest first") or a top 5 overall picks none.
 */
const PICK_PER_GROUP =
  /\btop[\s-]*(?:\d+|one|two|three|four|five|ten|n)\b[^.?!]{0,40}\b(?:per|each|every)\b|\b(?:highest|biggest|largest|most|best|lowest|latest|newest|earliest|oldest|cheapest|first|last)\b[^.?!,]{0,40}\b(?:in|for|of|per) (?:each|every)\b|\b(?:highest|biggest|largest|most|best|lowest|latest|newest|earliest|oldest|cheapest)\b[^.?!,]{0,40}\bper\b|\b(?:each|every|per)\b[^.?!]{0,40}\b(?:the|its|their|his|her) (?:highest|biggest|largest|most|best|lowest|latest|newest|earliest|oldest|cheapest|top|first|last)\b/u;

/** Rows with nothing in a period: "NOT in the last 90 days", "no orders since March", "haven't bought in a year". */
const NONE_IN_PERIOD = [
  ...["not in the last", "no orders", "no purchases", "haven't ordered", "have not ordered", "hasn't ordered"],
  ...["haven't bought", "not ordered", "didn't order", "inactive", "lapsed", "without any", "none in the last"],
];

/** Expertise for SQL and spreadsheets. */
export const dataTips: ExpertTip[] = [
  {
    kinds: ["sql"],
    about: "duplicate rows remove dedupe unique",
    text: "Decide which copy to keep (ROW_NUMBER() over the key, ordered by date) and run it as a SELECT before any DELETE.",
    // Listing duplicates, not deleting them; nor counting unique customers, which deletes nothing.
    unless: ["select all", "list all", "show all", "find all"],
    whenPattern: /\bduplicat\w*|\bdedup\w*|\bdouble entr\w*|\bdelete\b[^.?!]{0,40}\b(?:copies|repeats)\b/u,
  },
  {
    kinds: ["sql"],
    about: "per group each latest rank partition row_number greatest",
    text: "Use a window function (ROW_NUMBER or RANK per group) and say how ties are handled.",
  },
  {
    kinds: ["sql", "spreadsheet"],
    about: "cents amount_cents integer currency rounding",
    text: "Keep money in integer cents while summing and convert to currency only for display.",
  },
  {
    kinds: ["spreadsheet"],
    about: "date overdue due deadline past today",
    text: "Compare against TODAY() and make sure the date column holds real dates, not text that looks like dates.",
    // Only where the answer depends on today's date: a shift "past midnight" or a weekly total does not.
    whenPattern:
      /\b(?:overdue|due|deadlines?|today|expir\w*|late|days? (?:left|until|since|remaining|ago)|past (?:the |its |their )?(?:due|deadline|date))\b/u,
  },
  {
    kinds: ["spreadsheet"],
    about: "lookup match another sheet vlookup find value",
    text: "Prefer XLOOKUP (or INDEX/MATCH) with exact match, and show what it returns when nothing matches.",
    // Writing a lookup, not the last filled cell nor a lookup that fails on data that is there (errors' mismatch tip).
    // …nor a rule that highlights cells whose value is found elsewhere (a conditional format's COUNTIF).
    unless: [
      ...["last non-empty", "last non empty", "last nonempty", "last value", "n/a", "even though", "even tho"],
      ...["highlight", "highlights", "highlighted", "conditional formatting", "conditional format"],
    ],
  },
  {
    kinds: ["spreadsheet"],
    about: "budget expenses track monthly categories",
    text: "Keep raw entries in one table (date, category, amount) and build the monthly summary with SUMIFS or a pivot table from it.",
    // A monthly summary from raw entries, not a one-off budget nor a sum over filtered rows, nor a
    // sheet whose columns the member has laid out already.
    unless: [
      ...["visible", "hidden", "filter", "filtered", "wedding"],
      ...["column a", "column b", "column c", "column d", "col a", "col b", "col c", "col d"],
    ],
  },
  {
    kinds: ["spreadsheet"],
    about: "countifs sumifs date month criteria",
    text: 'Use the date range as two criteria (">="&first day, "<"&first day of next month) rather than MONTH(), which also matches the same month in other years.',
    // A formula that already compares dates ("">="&H1") has its range.
    unless: ['">="', '"<="', '"<"', "month("],
  },
  {
    kinds: ["spreadsheet"],
    about: "split textsplit delimiter column separate",
    // "a separate little table" splits nothing, and an amount split ("split into CGST + SGST (half
    // each)", "the bill split equally") splits no text.
    unlessPattern:
      /\b(?:split\w*|divid\w*)\b[^.?!\n]{0,50}\b(?:half|halves|equally|evenly|each|%|percent|between|among|taxe?s?|gst|vat|cgst|sgst|igst|bills?|rent|costs?|amounts?|payments?|profits?|commission|tips?|shares?)\b|\b(?:bill|rent|costs?|payment|profit|commission|tax) (?:is |are )?split\b/u,
    when: [
      "split",
      "splitting",
      "textsplit",
      "delimiter",
      "delimited",
      "separated by",
      "separate into",
      "comma separated",
      "comma-separated",
      "text to columns",
    ],
    text: "Use TEXTSPLIT in Excel 365 or SPLIT in Google Sheets for a live formula, Text to Columns for a one-off, and TRIM the results to remove stray spaces.",
  },
  {
    kinds: ["spreadsheet"],
    about: "vlookup xlookup lookup index match",
    text: "Use exact match (XLOOKUP or VLOOKUP with FALSE), since VLOOKUP defaults to approximate match and returns wrong rows on unsorted data, and wrap in IFNA with a visible 'not found'.",
    // A lookup failing on data that is there needs the mismatch found, not the formula rewritten.
    unless: ["n/a", "even though", "even tho"],
  },
  {
    kinds: ["spreadsheet"],
    about: "duplicate highlight countif unique dedupe",
    text: "Count over the whole range (COUNTIF(range, cell)>1) to mark every copy, or over a range that grows down the column (for column A, COUNTIF($A$2:A2, A2)>1) to mark only the second and later ones; COUNTIF ignores capitals, but stray spaces make true duplicates look unique, so TRIM them.",
  },
  {
    kinds: ["spreadsheet"],
    about: "datevalue text date convert serial",
    text: "Check with ISNUMBER whether the dates are real dates; convert text dates with DATEVALUE or Text to Columns, minding day/month order between locales.",
  },
  {
    kinds: ["spreadsheet"],
    about: "pivot summarize subtotal category",
    text: "Format the data as a table (Ctrl+T) so the pivot picks up new rows, ensure one header row with no blank rows, and group dates by month inside the pivot.",
  },
  {
    kinds: ["spreadsheet"],
    about: "conditional formatting highlight color rule",
    text: "Write the rule as a custom formula for the first cell of the applied range with mixed references (=$D2<TODAY()) so it evaluates row by row.",
    unless: [
      "count cells",
      "by fill",
      "fill color",
      "fill colour",
      "by color",
      "by colour",
      "color scale",
      "colour scale",
      "data bars",
      "icon set",
      "icon sets",
    ],
  },
  {
    kinds: ["spreadsheet"],
    about: "overdue due today pastdue late",
    text: 'Compare against TODAY() and guard blank due dates with IF(A2="","",…), because blanks count as 0 and would show as overdue.',
  },
  {
    kinds: ["spreadsheet"],
    about: "dropdown validation picklist option select",
    text: "Source the dropdown from a range on a separate sheet or a table so adding options updates it, and set the rule to reject entries not in the list.",
  },
  {
    kinds: ["spreadsheet"],
    about: "timesheet hours duration sum",
    text: "Format totals as [h]:mm so sums over 24 hours don't roll over, and multiply by 24 to get decimal hours for pay calculations.",
    // Hours kept as clock times, not hours already typed as numbers (7.5).
    when: [
      "hh:mm",
      "h:mm",
      "hours and minutes",
      "over 24",
      "24 hours",
      "time format",
      "clock in",
      "clock out",
      "clocked",
      "start time",
      "end time",
      "start and end",
      "start and finish",
      "minutes",
      "duration",
      "durations",
      "shift times",
    ],
  },
  {
    kinds: ["sql"],
    about: "top per group rank highest partition",
    unless: TIES,
    whenPattern: PICK_PER_GROUP,
    text: "Use ROW_NUMBER() OVER (PARTITION BY group ORDER BY value DESC) in a subquery and filter rn <= N; use RANK or DENSE_RANK if ties should be kept.",
  },
  {
    kinds: ["sql"],
    about: "top per group rank highest partition",
    when: TIES,
    whenPattern: PICK_PER_GROUP,
    text: "Use RANK() OVER (PARTITION BY group ORDER BY value DESC) in a subquery and filter on it <= N, so rows tied at the cut-off all show (DENSE_RANK if the ranks after a tie should not skip); ROW_NUMBER would drop one of them.",
  },
  {
    kinds: ["sql"],
    about: "last interval recent rolling trailing trail",
    text: "Filter dates with a half-open range on the bare column (created_at >= the start, < the end) instead of wrapping the column in a function, so indexes on the date can be used.",
    unless: NONE_IN_PERIOD,
  },
  {
    kinds: ["sql"],
    about: "customers orders last days recent interval none",
    text: "Find rows with nothing in a period with NOT EXISTS (or a LEFT JOIN whose ON clause, not the WHERE, holds the date condition): a WHERE on the joined table's date keeps anyone who also has an older row.",
    when: NONE_IN_PERIOD,
  },
  {
    kinds: ["sql"],
    about: "join fanout double counting sum inflated multiplied",
    text: "Check join cardinality: joining a one-to-many table before SUM multiplies totals, so aggregate in a subquery or CTE before joining.",
  },
  {
    kinds: ["sql"],
    about: "null coalesce isnull missing nullable",
    text: "Use IS NULL rather than = NULL, COALESCE for defaults, note COUNT(col) skips NULLs, and avoid NOT IN on a subquery that can return NULL (it returns no rows).",
  },
  {
    kinds: ["sql"],
    about: "duplicate row delete keep",
    text: "Find duplicates with GROUP BY … HAVING COUNT(*) > 1, delete via ROW_NUMBER() keeping the lowest id, and run it as a SELECT inside a transaction first.",
    // Removing duplicates, not deleting old rows.
    when: ["duplicate", "duplicates", "duplicated", "dupes", "dedupe", "de-duplicate", "all but"],
    unless: ["select all", "older than"],
  },
  {
    kinds: ["sql"],
    about: "running cumulative total window",
    text: "Use SUM(x) OVER (ORDER BY date ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW); the default RANGE frame lumps rows with the same date together.",
    // A running total, not a query that runs or a plain total.
    // "window functions should be fine" names a tool, not a running total.
    when: ["running total", "running totals", "cumulative", "running sum", "rolling"],
  },
  {
    kinds: ["sql"],
    about: "pagination offset limit keyset",
    text: "Use keyset pagination (WHERE id > :last_id ORDER BY id LIMIT n) for large tables, since OFFSET scans and discards every skipped row.",
  },
  {
    kinds: ["sql"],
    about: "slow query index explain",
    text: "Run EXPLAIN (ANALYZE) first, index columns used in WHERE, JOIN and ORDER BY, and avoid functions on indexed columns and leading-wildcard LIKE '%x'.",
    // A slow query, not a query to explain.
    when: [
      "slow",
      "slowly",
      "performance",
      "index",
      "indexes",
      "indices",
      "indexing",
      "optimize",
      "optimise",
      "speed",
      "faster",
      "takes",
      "timeout",
      "times out",
      "explain analyze",
    ],
  },
];
