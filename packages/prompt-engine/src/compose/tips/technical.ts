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
    unless: ["twice", "two times", "double", "strict mode", "strictmode"],
  },
  {
    kinds: ["debugging"],
    about: "react useeffect twice double strictmode mount",
    text: "In development React's StrictMode mounts components twice on purpose, so an effect runs twice; check whether it happens in a production build, and give the effect a cleanup (an AbortController for fetches) rather than suppressing it.",
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
    about: "cents amount_cents integer currency rounding",
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
  {
    kinds: ["code"],
    about: "bash rename shell batch folder",
    text: 'Quote every variable ("$f"), handle filenames with spaces, do a dry run that echoes the commands first, use mv -n to avoid overwriting, and never parse ls output.',
  },
  {
    kinds: ["code"],
    about: "photo exif rename image taken",
    text: "Read EXIF DateTimeOriginal, fall back to file modification time when missing, and add a counter suffix so photos from the same second don't overwrite each other.",
  },
  {
    kinds: ["code"],
    about: "powershell cmdlet windows ps1",
    text: "Use -LiteralPath for paths with brackets, support -WhatIf via SupportsShouldProcess for destructive actions, and note the execution policy may block running unsigned scripts.",
  },
  {
    kinds: ["code"],
    about: "api python requests http endpoint",
    text: "Set a timeout on every request, check the status code before parsing JSON, retry 429/5xx with backoff honouring Retry-After, and read the API key from an environment variable.",
  },
  {
    kinds: ["code"],
    about: "csv parse delimiter parsing",
    text: "Use a real CSV parser (Python csv module or pandas) instead of splitting on commas, since quoted fields contain commas and newlines; open with newline='' and an explicit encoding.",
  },
  {
    kinds: ["code"],
    about: "cron crontab schedule scheduled recurring",
    text: "Use absolute paths and set needed environment variables inside the script, since cron runs with a minimal PATH, and redirect output to a log file to see failures.",
  },
  {
    kinds: ["code"],
    about: "regex regular expression pattern match",
    text: "Anchor the pattern (^…$) when validating whole strings, give examples that should and shouldn't match, and state which regex flavour (Python, JS, PCRE) it targets.",
  },
  {
    kinds: ["code"],
    about: "fetch javascript frontend browser response",
    text: "Check response.ok before calling .json(), because fetch only rejects on network failure, not on 404 or 500 responses.",
  },
  {
    kinds: ["code"],
    about: "rsync backup sync mirror archive",
    text: "Explain rsync's trailing slash (src/ copies contents, src copies the folder), run with --dry-run first, and add --delete only after the destination path is verified.",
  },
  {
    kinds: ["code"],
    about: "react form input validation component",
    text: "Use controlled inputs, validate on blur and submit, show errors next to the field linked with aria-describedby, and disable submit only while the request is in flight.",
  },
  {
    kinds: ["debugging"],
    about: "none nonetype attribute returned",
    text: "Check whether the function returns on every path and whether the result of an in-place method like list.sort() or append(), which return None, is being assigned.",
  },
  {
    kinds: ["debugging"],
    about: "react component state props undefined map",
    text: "In React, check that state is initialised to [] not undefined, the data is at the expected key (data.items vs data), and the component renders before async data arrives.",
  },
  {
    kinds: ["debugging"],
    about: "off-by-one offbyone index range loop boundary",
    text: "Check that range() and slice ends are exclusive, < vs <= against length, and 0- vs 1-based indexing, and test with empty, one-item and two-item inputs.",
  },
  {
    kinds: ["debugging"],
    about: "async await promise pending foreach",
    text: "Check for a missing await (a logged Promise {<pending>}) and async callbacks inside forEach, which aren't awaited; use for…of or Promise.all instead.",
  },
  {
    kinds: ["debugging"],
    about: "cors origin blocked preflight",
    text: "Fix it on the server by returning Access-Control-Allow-Origin for the exact origin and handling the OPTIONS preflight; mode 'no-cors' only makes the response unreadable.",
  },
  {
    kinds: ["debugging"],
    about: "encoding unicode utf8 decode garbled mojibake",
    text: "Open files with an explicit encoding (utf-8, utf-8-sig for Excel CSVs, cp1252 for older Windows files) and look for double encoding, which shows as 'Ã©' for 'é'.",
  },
  {
    kinds: ["debugging", "sql"],
    about: "left join null unmatched outer",
    text: "Check whether a WHERE condition on the right-hand table silently turns the LEFT JOIN into an inner join; move that condition into the ON clause.",
  },
  {
    kinds: ["debugging"],
    about: "useeffect infinite loop rerender dependency",
    text: "Check the dependency array for objects, arrays or functions recreated every render and for a setState inside the effect that changes its own dependency; depend on primitives or memoise.",
  },
  {
    kinds: ["debugging"],
    about: "modulenotfounderror pip install virtualenv venv",
    text: "Check that pip installed into the interpreter actually running the script (use python -m pip install) and that no local file shadows the module name, like a requests.py.",
  },
  {
    kinds: ["debugging", "how-to"],
    about: "git merge conflict rebase branch",
    text: "Explain the conflict markers, resolve and test file by file before committing, and mention git merge --abort or git rebase --abort as a safe way back.",
  },
  {
    kinds: ["debugging"],
    about: "stale closure setinterval state",
    text: "Check for a stale closure: use a functional update like setCount(c => c + 1) or a ref, and clear the interval in the effect's cleanup.",
  },
  {
    kinds: ["spreadsheet"],
    about: "countifs sumifs date month criteria",
    text: 'Use the date range as two criteria (">="&first day, "<"&first day of next month) rather than MONTH(), which also matches the same month in other years.',
  },
  {
    kinds: ["spreadsheet"],
    about: "split textsplit delimiter column separate",
    text: "Use TEXTSPLIT in Excel 365 or SPLIT in Google Sheets for a live formula, Text to Columns for a one-off, and TRIM the results to remove stray spaces.",
  },
  {
    kinds: ["spreadsheet"],
    about: "vlookup xlookup lookup index match",
    text: "Use exact match (XLOOKUP or VLOOKUP with FALSE), since VLOOKUP defaults to approximate match and returns wrong rows on unsorted data, and wrap in IFNA with a visible 'not found'.",
  },
  {
    kinds: ["spreadsheet"],
    about: "duplicate highlight countif unique dedupe",
    text: "Highlight duplicates with COUNTIF(range, cell)>1 for review before deleting, and clean spaces and case with TRIM/LOWER, which make true duplicates look unique.",
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
  },
  {
    kinds: ["sql"],
    about: "top per group rank highest partition",
    text: "Use ROW_NUMBER() OVER (PARTITION BY group ORDER BY value DESC) in a subquery and filter rn <= N; use RANK or DENSE_RANK if ties should be kept.",
  },
  {
    kinds: ["sql"],
    about: "last interval recent rolling trailing",
    text: "Filter with created_at >= current_date - interval '30 days' (half-open ranges) instead of wrapping the column in a function, so indexes on the date can be used.",
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
  },
  {
    kinds: ["sql"],
    about: "running cumulative total window",
    text: "Use SUM(x) OVER (ORDER BY date ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW); the default RANGE frame lumps rows with the same date together.",
  },
  {
    kinds: ["sql"],
    about: "monthly region sale revenue cents",
    text: "Group by date_trunc('month', created_at) or the dialect's equivalent, divide cents by 100.0 to avoid integer division, and use a calendar table if zero months must appear.",
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
  },
];
