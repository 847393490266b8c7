import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for scripts that automate files and spreadsheets, web integrations and reporting queries. */
export const automationAndQueriesTips: ExpertTip[] = [
  {
    kinds: ["spreadsheet", "plan"],
    about: "habit habits tracker streak checkbox",
    text: "Use one row per date with real date values and checkbox columns per habit, compute completion rates with COUNTIF on TRUE, and add a current-streak formula.",
    unless: ["notion", "paper", "printable"],
  },
  {
    kinds: ["code"],
    about: "openpyxl xlsx python excel xlsxwriter",
    text: "Write output to a new file rather than overwriting the source, and note that openpyxl returns formulas as text unless data_only=True, and saving such a workbook replaces formulas with values.",
    unless: ["overwrite", "in place"],
  },
  {
    kinds: ["code"],
    about: "downloads folder clutter organise sort extension",
    text: "Use pathlib, print a dry-run of planned moves first, add a suffix on name collisions, and skip hidden and still-downloading files such as .crdownload and .part.",
    // A Python script (pathlib), not one in another shell.
    unless: ["powershell", "bash", "shell", "batch file", "applescript", "automator", "zsh"],
  },
  {
    kinds: ["code"],
    about: "combine merge multiple csv files append concatenate",
    text: "Check headers match across files before concatenating, add a source-filename column, and report files skipped for mismatched columns rather than silently misaligning data.",
  },
  {
    kinds: ["code"],
    about: "bash awk sed grep oneliner shell",
    text: "Explain each stage of the pipeline after the command, and note GNU versus BSD/macOS differences (sed -i, date, xargs) wherever my system could change the result.",
  },
  {
    kinds: ["spreadsheet"],
    about: "dashboard kpi slicers charts pivot",
    text: "Keep raw data, calculations and the dashboard on separate sheets, drive charts from a Table or pivot so new rows flow through, and filter with slicers instead of hard-coded periods.",
  },
  {
    kinds: ["sql"],
    about: "yoy growth lag percentage previous period",
    text: "Use LAG() over the ordered periods, guard division by zero with NULLIF, and flag that a partial current period distorts comparisons unless compared to the same days last period.",
  },
  {
    kinds: ["sql"],
    about: "cohort retention churn signup active",
    text: "Define each cohort by first-activity month in a CTE, count distinct active users by months since signup, and state the activity definition, since retention figures hinge on it.",
  },
  {
    kinds: ["code"],
    about: "webhook webhooks stripe signature payload endpoint",
    text: "Verify the signature against the raw request body before parsing, return 2xx quickly and process asynchronously, and make handling idempotent because providers retry and may send duplicates.",
    // A provider's webhook, not any endpoint that takes JSON.
    when: ["webhook", "webhooks", "stripe", "signature", "signed", "callback", "github event", "github events"],
  },
  {
    kinds: ["code", "marketing-copy"],
    about: "html newsletter outlook inline mailchimp",
    text: "Use table-based layout with inline CSS, a fixed maximum width around 600px, alt text on every image and a plain-text version, since Outlook and Gmail ignore much modern CSS.",
  },
  {
    kinds: ["debugging"],
    about: "wordpress wp-admin plugin theme wsod",
    text: "Enable WP_DEBUG and WP_DEBUG_LOG in wp-config.php to read the real error, disable plugins by renaming the plugins folder over SFTP or file manager, and back up files and database first.",
  },
  {
    kinds: ["code"],
    about: "pdf pdfs extract tables scanned ocr",
    text: "Use pdfplumber or PyMuPDF for text-based PDFs, note scanned PDFs need OCR such as Tesseract, and check extracted tables against the original since columns often misalign.",
  },
  {
    kinds: ["code", "spreadsheet"],
    about: "apps script onedit getvalues trigger",
    text: "Read and write ranges in batches with getValues and setValues instead of cell by cell, mention the six-minute execution limit, and state which trigger and permissions the script needs.",
    // Google Apps Script, not any script for an app.
    when: [
      "apps script",
      "app script",
      "google script",
      "sheets",
      "google sheet",
      "spreadsheet",
      "onedit",
      "google form",
      "google forms",
      "gmail",
    ],
  },
  {
    kinds: ["code", "spreadsheet"],
    about: "vba macro macros excel module userform",
    text: "Use Option Explicit, reference ranges directly instead of Select and Activate, switch off ScreenUpdating in long loops with error handling that restores it, and save as .xlsm.",
    // A macro asked for, not one refused ("formulas only, no macros").
    when: ["vba", "macro", "macros", "module", "userform", "xlsm"],
  },
  {
    kinds: ["code"],
    about: "dockerfile docker container image compose",
    text: "Pin the base image version, copy dependency files and install before copying source so layers cache, run as a non-root user, and add a .dockerignore.",
    // Building an image, not a compose file of ready-made images.
    when: ["dockerfile", "build", "builds", "containerize", "containerise", "dockerize", "dockerise", "image for"],
  },
  {
    kinds: ["code"],
    about: "discord telegram slack bot token slash",
    text: "Load the bot token from an environment variable, request only the intents needed (message content is privileged on Discord), and let the library handle rate limits.",
  },
  {
    kinds: ["code"],
    about: "env dotenv environment variables secrets config",
    text: "Load settings with python-dotenv or the platform's secret store, commit a .env.example with dummy values, and add .env to .gitignore before the first commit.",
  },
  {
    kinds: ["code"],
    about: "json csv flatten nested normalize",
    text: "Flatten nested objects with pandas.json_normalize or dotted keys, decide explicitly whether lists become extra rows or joined strings, and include every key seen across records as a column.",
  },
  {
    kinds: ["debugging"],
    about: "indentationerror indentation tabs spaces unindent",
    text: "Reveal whitespace in the editor to find mixed tabs and spaces, then convert the whole file to spaces (four per level) rather than patching lines one by one.",
  },
  {
    kinds: ["debugging"],
    about: "npm eresolve peer dependency conflict",
    text: "Read the ERESOLVE tree to see which package wants which peer version, prefer upgrading the conflicting package over --legacy-peer-deps, and delete node_modules and the lockfile only as a last resort.",
  },
  {
    kinds: ["debugging"],
    about: "eaddrinuse port address bind localhost",
    text: "Find the process holding the port (lsof -i :PORT, or netstat -ano on Windows) and stop that specific PID, rather than switching ports and leaving a stray server running.",
  },
  {
    kinds: ["debugging"],
    about: "circular import partially initialized cycle",
    text: "Trace the cycle from the traceback, break it by moving shared code to a third module or importing inside the function, and check for a local file named like a library, such as random.py.",
  },
  {
    kinds: ["spreadsheet"],
    about: "gantt timeline bars milestones",
    text: "Draw the bars with conditional formatting on a date grid, e.g. =AND(F$1>=$B2,F$1<=$C2), driven by start and end date columns so changing a date redraws the chart.",
  },
  {
    kinds: ["spreadsheet"],
    about: "amortisation amortization pmt repayment mortgage loan",
    text: "Use PMT with the annual rate divided by payments per year and the loan as a negative present value, then a row-by-row balance using IPMT and PPMT that reaches exactly zero.",
  },
  {
    kinds: ["spreadsheet"],
    about: "split bills bill flatmates shared owes",
    text: "Log each expense with who paid and who shares it, compute each person's net balance, and settle with the fewest transfers rather than pairwise repayments.",
    // Payments to square up, not shares fixed in advance (rent by room size, a bill split equally).
    unless: [
      ...["room size", "by size", "sq ft", "square feet", "square metres", "proportion", "proportional", "percentage"],
      ...["split equally", "equally", "evenly", "by income", "fixed share", "fixed shares"],
    ],
    // "40% kitchen and 60% floor": shares fixed as percentages.
    unlessPattern: /\d\s?%/u,
  },
  {
    kinds: ["spreadsheet", "lesson-material"],
    about: "gradebook grades weighted average marks students",
    text: "Compute weighted averages with SUMPRODUCT of scores and weights divided by the weights of completed assessments, so missing work doesn't count as zero.",
    unless: ["count as zero", "missing as zero", "my weight", "rolling", "rubric"],
    // Weighted marks, not any average (a rolling one), a rubric or scores turned into grades.
    when: ["weighted", "weights", "weighting", "categories", "gradebook", "grade book"],
  },
  {
    kinds: ["spreadsheet"],
    about: "inventory stock reorder sku warehouse",
    text: "Derive stock on hand from a log of in and out movements rather than overwriting a quantity cell, and flag items that reach their reorder point.",
    // A stock sheet's design, not the one formula asked for nor the easiest way in the sheet the
    // member has ("this is my shop stock sheet… whats the easiest way").
    unless: ["formula", "easiest", "simplest", "quickest", "easy way", "simple way", "my stock sheet", "this is my"],
  },
  {
    kinds: ["sql"],
    about: "schema foreign keys database normalise normalization",
    text: "Give every table a primary key, declare foreign keys with explicit ON DELETE behaviour, store times as UTC timestamps, and index foreign-key columns.",
  },
  {
    kinds: ["sql"],
    about: "pivot crosstab columns conditional aggregation",
    text: "Use conditional aggregation (SUM(CASE WHEN … THEN … END)) for a fixed set of columns, which works in every dialect, and note that dynamic columns need generated SQL.",
  },
  {
    kinds: ["sql"],
    about: "antijoin anti-join exists unmatched never",
    text: "Use NOT EXISTS or LEFT JOIN … WHERE right.id IS NULL, and keep conditions on the right-hand table in the ON clause, since putting them in WHERE turns it back into an inner join.",
  },
];
