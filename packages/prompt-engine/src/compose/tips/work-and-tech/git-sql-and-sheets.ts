import type { ExpertTip } from "../expert-tip.ts";

/** Git, sql, spreadsheets. */
export const gitSqlAndSheetsTips: ExpertTip[] = [
  // Git.
  {
    kinds: ["debugging", "how-to"],
    about: "push rejected behind remote non-fast-forward fetch first",
    text: "Run git pull --rebase (or fetch and merge) to bring in the remote commits, resolve any conflicts, then push; don't force-push a shared branch to get past the rejection.",
  },
  {
    kinds: ["debugging", "how-to"],
    about: "refusing merge unrelated histories",
    text: "It usually means the remote repository was created with its own first commit (a README or licence); pull once with --allow-unrelated-histories, resolve any clash in those files, and push.",
  },
  {
    kinds: ["debugging", "how-to"],
    about: "ssh keys key publickey permission denied github keygen",
    when: ["ssh", "publickey"],
    text: "Check with ssh -T git@github.com, make sure the key is loaded (ssh-add) and its .pub file is added to the GitHub account, and that the remote URL is the SSH form (git@github.com:…) rather than HTTPS; generate an ed25519 key if there is none.",
  },
  {
    kinds: ["debugging", "how-to", "explanation"],
    about: "detached head checkout commit",
    when: ["detached"],
    text: "Create a branch where you are (git switch -c name) before checking out anything else, so what you made there stays reachable, then merge it where it belongs.",
  },
  {
    kinds: ["how-to"],
    about: "github pages custom domain dns cname",
    text: "Add the domain in the repository's Pages settings (which writes the CNAME file), point a www CNAME record at username.github.io and the apex A records at GitHub's published IP addresses, then turn on Enforce HTTPS once the certificate is issued.",
  },
  // SQL.
  {
    kinds: ["sql"],
    about: "percentage percent late cancelled refunded conversion",
    // Statuses named "refunded" or "cancelled" are no division; a share or a rate is.
    whenPattern: /%|\bper ?cent\w*|\b(?:rate|rates|ratio|proportion|share|fraction|conversion|divid\w*)\b/u,
    text: "Multiply by 100.0 (or cast to a decimal) before dividing, since integer division truncates to 0 in Postgres, SQL Server and SQLite, and guard the denominator with NULLIF(…, 0).",
  },
  {
    kinds: ["sql"],
    about: "median percentile quartile value middle",
    text: "Use PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY …) in Postgres or Snowflake (in SQL Server it also needs OVER (PARTITION BY …)), and a ROW_NUMBER-based query in MySQL and SQLite, which have no median function.",
  },
  {
    kinds: ["sql"],
    about: "upsert insert update exists conflict duplicate key",
    when: ["upsert", "insert or update", "if exists", "on conflict", "already exists", "duplicate key"],
    text: "Use INSERT … ON CONFLICT (key) DO UPDATE in Postgres and SQLite or ON DUPLICATE KEY UPDATE in MySQL, which need a unique constraint on the conflict columns, rather than a check-then-insert that races under concurrent writes.",
  },
  {
    kinds: ["sql"],
    about: "recursive cte hierarchy tree subcategories parent child descendants",
    text: "Anchor on the starting rows, join children to the CTE in the recursive part, carry a depth column, and guard against cycles (a depth limit, or Postgres's CYCLE clause) so bad data can't loop forever.",
  },
  {
    kinds: ["sql"],
    about: "include including zero empty missing calendar",
    when: ["zero", "0 orders", "empty days", "missing days", "every day", "each day", "including days", "no orders"],
    text: "Generate the full date range (generate_series in Postgres, a recursive CTE or a calendar table elsewhere) and LEFT JOIN the counts to it with COALESCE(count, 0), since GROUP BY alone leaves out days with no rows.",
  },
  {
    kinds: ["sql"],
    about: "gaps missing invoice numbers sequence",
    when: ["gap", "gaps", "missing"],
    text: "Use LEAD or LAG over the ordered numbers to report each gap's start and end (where next - current > 1) rather than every missing number, and note that rolled-back inserts legitimately leave gaps in identity columns.",
  },
  {
    kinds: ["sql"],
    about: "sessions session gap minutes inactivity sessionize",
    text: "Flag a new session when the gap since the user's previous event (LAG over the user ordered by time) exceeds the threshold or there is no previous event, then number sessions with a running SUM of the flags.",
  },
  {
    kinds: ["sql"],
    about: "second highest nth salary",
    text: "Use DENSE_RANK() so tied salaries share a rank instead of one of them being taken as the second, and say what is returned when there is no second value.",
  },
  {
    kinds: ["sql"],
    about: "tags many-to-many junction comma separated jsonb",
    text: "Prefer a junction table (e.g. post_id, tag_id) with a composite primary key and an index on the second column for filtering; comma-separated strings can't be indexed or constrained, and JSONB suits attributes that vary per row rather than relations.",
  },
  {
    kinds: ["sql"],
    about: "uuid bigint primary key keys serial identity",
    when: ["uuid", "bigint"],
    text: "Weigh random UUIDv4's larger, fragmenting index against bigint identity's guessable sequential ids, and suggest UUIDv7 (time-ordered) or a bigint key plus a separate public UUID when ids appear in URLs.",
  },
  {
    kinds: ["sql"],
    about: "multi tenant tenants saas tenant_id schemas",
    // A landlord's table of tenants is no software's customers sharing one database.
    when: [
      "multi tenant",
      "multi-tenant",
      "multitenant",
      "multi-tenancy",
      "saas",
      "per tenant",
      "row-level security",
      "row level security",
    ],
    text: "Compare a shared tenant_id column (in every index and foreign key, ideally with Postgres row-level security) with a schema or database per tenant, whose migrations multiply per tenant, and match the choice to the number of tenants and the isolation they need.",
  },
  {
    kinds: ["sql"],
    about: "delete archive old rows older than locking lock batches",
    when: ["archive", "archives", "lock", "locking", "batch", "batches", "older than"],
    text: "Move or delete rows in batches of a few thousand by primary key, each in its own short transaction, with an index on the date column; when archiving, insert into the archive and delete the same ids in one transaction.",
  },
  {
    kinds: ["sql"],
    about: "foreign key cascade delete on delete",
    when: ["cascade", "on delete"],
    text: "Add ON DELETE CASCADE only where child rows mean nothing without the parent, index the foreign-key column (Postgres doesn't create one), and prefer SET NULL or RESTRICT for records that must be kept.",
  },
  {
    kinds: ["sql", "debugging"],
    about: "must appear group by clause aggregate function",
    text: "Either add every non-aggregated selected column to GROUP BY or aggregate it; if the goal is one detail row per group (such as its latest or largest), use a window function instead.",
  },
  {
    kinds: ["sql"],
    about: "duplicate emails email case insensitive lower",
    when: ["case", "insensitive", "lower", "uppercase"],
    text: "Group by LOWER(TRIM(email)) with HAVING COUNT(*) > 1 and list the original spellings, and suggest a unique index on LOWER(email) afterwards so new duplicates can't get in.",
  },
  // Spreadsheets.
  {
    kinds: ["spreadsheet"],
    about: "shift shifts night midnight overnight clock hours worked negative",
    when: ["midnight", "night", "overnight", "negative"],
    text: "Use =MOD(end - start, 1) so shifts that cross midnight don't go negative, and multiply by 24 for decimal hours.",
  },
  {
    kinds: ["spreadsheet"],
    about: "age birthdate birthday birth date dob",
    when: ["age", "ages", "old"],
    // An age to work out from a birth date, not ages copied from gravestones or a register.
    whenPattern:
      /\b(?:work(?:s|ing)? out|calculat\w*|comput\w*|formula|how old|age (?:from|in years|today|now)|current age|turns?|(?:date of birth|dob|birth ?dates?|birthdays?)\b[^.?!]{0,40}\bages?)\b/u,
    text: 'Count whole years with DATEDIF(date of birth, the day the age is counted on, "Y"), TODAY() unless I name another day, which handles birthdays not yet reached, rather than days divided by 365, which drifts with leap years.',
  },
  {
    kinds: ["spreadsheet"],
    about: "working days business days workdays weekends holidays networkdays",
    // Days counted in a sheet, not "two weeks off work" in a holiday split.
    whenPattern:
      /\b(?:working|business|work|week) ?days\b|\bnetworkdays\b|\bexclud\w* (?:the )?(?:weekends?|holidays)\b/u,
    text: "Use NETWORKDAYS(start, end, holidays) with the holidays as a range of real dates (NETWORKDAYS.INTL for other weekend days), note that it counts both the start and end day, and check that pasted dates are real dates, not text, if it returns #VALUE!.",
  },
  {
    kinds: ["spreadsheet"],
    about: "grade grades letter score scores nested if boundaries",
    when: ["letter", "nested", '"a"', "a-f", "a to f", "grade boundaries"],
    text: "Use a small table of lower bounds with an approximate-match lookup (or IFS checked from the top boundary down) instead of deep nested IFs, and say how scores just under a boundary, like 79.5, are treated: rounded first or not.",
  },
  {
    kinds: ["spreadsheet"],
    about: "filtered filter hidden rows visible",
    when: ["filter", "filtered", "hidden", "visible"],
    text: "Use SUBTOTAL(109, range) (or AGGREGATE in Excel), which ignores rows hidden by a filter, instead of SUM, which still adds them.",
  },
  {
    kinds: ["spreadsheet"],
    about: "last non-empty nonblank value latest entry",
    // The last filled cell of a column, not a "last service date" column.
    when: [
      ...[
        "last value",
        "last entry",
        "last row",
        "last non",
        "last filled",
        "last number",
        "last cell",
        "last reading",
      ],
      ...["latest entry", "latest value", "most recent entry", "most recent value", "last date in"],
    ],
    text: 'Use =LOOKUP(2, 1/(D:D<>""), D:D) in any Excel version, or =CHOOSEROWS(FILTER(D:D, D:D<>""), -1) in Excel 365 and Google Sheets, instead of COUNTA-based offsets that break when the column has gaps.',
  },
  {
    kinds: ["spreadsheet"],
    about: "dependent dropdown drop-down cascading second list depends first",
    when: ["dependent", "depends", "depending", "based on", "cascading", "changes"],
    text: "In Excel use a named range per category with INDIRECT (or a FILTER spill range in 365); in Google Sheets, where the dropdown rule can't take a formula, build each row's options in a helper range with FILTER and point the validation at it.",
  },
  {
    kinds: ["spreadsheet"],
    about: "count unique distinct names customers",
    // How many different names there are, not a count for each name on a list of unique ones.
    whenPattern:
      /\b(?:how many|count(?:s|ing)?(?: of)?(?: the)?|number of|total)\s+(?:unique|distinct|different)\b|\b(?:unique|distinct) (?:count|values? count)\b/u,
    // A count per month or per region needs a condition this formula lacks.
    unless: ["per month", "per week", "per day", "per year", "by month", "each month", "per region", "countuniqueifs"],
    text: 'Use COUNTA(UNIQUE(FILTER(range, range<>""))) in Excel 365 or Google Sheets (or COUNTUNIQUE in Sheets) so blanks don\'t count, and TRIM the names first, since stray spaces make the same name count twice.',
  },
  {
    kinds: ["spreadsheet", "debugging"],
    about: "importrange another spreadsheet allow access ref",
    text: 'Have someone with access to the source click the #REF! cell and choose Allow access (once per source file), and give both arguments as quoted text, e.g. IMPORTRANGE("URL or ID", "Tab name!A1:C").',
  },
  {
    kinds: ["spreadsheet"],
    about: "commission tier tiered above sale threshold",
    when: ["commission", "tier", "tiered", "bracket", "above", "over"],
    text: "Say whether the higher rate applies only to the part above the threshold (=MIN(A2,T)*r1 + MAX(A2-T,0)*r2) or to the whole amount, since the two give different pay, and keep the rates and thresholds in cells.",
    // The member has already said which.
    unless: [
      ...["portion above", "part above", "amount above", "above the threshold", "on the excess", "marginal"],
      ...["full amount", "whole amount", "entire amount", "total amount", "each band", "each slab", "each tier"],
    ],
  },
  {
    kinds: ["spreadsheet"],
    about: "average ignore zeros zero blanks",
    when: ["average", "averageif", "mean"],
    // Zeros to leave out, named by the member: blanks alone AVERAGE skips already, and a zero that
    // is a real score must stay in.
    whenPattern: /\bzero(?:e?s)?\b|(?<![\d.,])0s?(?![\d.,%:])\b/u,
    unlessPattern:
      /\b(?:real|genuine|actual|valid) (?:zero|0)|(?:\bzero(?:e?s)?|(?<![\d.,])0s?) (?:counts?|should count|(?:is|are) (?:a |an )?(?:real|genuine|valid|actual|proper)\b)/u,
    text: 'Use AVERAGEIF(range, "<>0") to leave out zeros: AVERAGE already skips truly empty cells but counts zeros, which is why it differs from a hand calculation.',
  },
  {
    kinds: ["spreadsheet"],
    about: "round rounds nearest quarter 0.25 0.5 minutes up down",
    when: ["round", "rounds", "rounding", "nearest"],
    // The step is the member's ("the nearest 50 centavos"), and so are the function names and separators
    // of a sheet in another language ("=ARREDONDAR.PARA.CIMA(B2*1,15;0,5)").
    text: "Round with CEILING.MATH, FLOOR.MATH or MROUND (or their names in my sheet's language) to the step I give, in my sheet's decimal mark and argument separator, and state whether it rounds up, down or to the nearest.",
  },
  {
    kinds: ["spreadsheet"],
    about: "count sum colour color coloured colored fill highlighted cells",
    when: [
      "fill color",
      "fill colour",
      "by color",
      "by colour",
      "by fill",
      "coloured cells",
      "colored cells",
      "highlighted cells",
    ],
    text: "Say that no built-in function reads a cell's background colour: count on the condition that produced the colour (COUNTIF with the same rule), or, for colours applied by hand, filter by colour and use SUBTOTAL, or a small VBA or Apps Script function.",
  },
  {
    kinds: ["spreadsheet"],
    about: "arrayformula whole column automatically new rows",
    when: ["arrayformula", "array formula", "whole column", "entire column", "new rows", "new row"],
    unless: ["conditional formatting", "highlight"],
    // ARRAYFORMULA is Google Sheets' own: an Excel sheet spills or fills down instead.
    whenPattern: /\b(?:google sheets?|gsheets?|arrayformula|array formula)\b/u,
    text: 'Put one ARRAYFORMULA in the header row ({"Header"; ARRAYFORMULA(IF(B2:B="", , …))}) so it fills new rows, return blank where the input is empty, and clear the cells below, since any value there blocks the result.',
  },
  {
    kinds: ["spreadsheet"],
    about: "pace per mile km runs running distance time",
    when: ["pace"],
    text: "Divide the time by the distance (=C2/B2) and format the result as [m]:ss, since times are fractions of a day, and enter run times as 0:45:30 so 45:30 isn't read as 45 hours.",
  },
  {
    kinds: ["spreadsheet", "presentation"],
    about: "chart graph show trend sales",
    when: ["chart", "charts", "graph", "graphs"],
    unless: ["chore", "reward chart", "sticker chart", "seating", "org chart", "flow chart", "flowchart", "gantt"],
    text: "Choose the chart by the comparison: a line for change over time, bars for comparing categories, a pie only for a few parts of one whole; start bar axes at zero and label axes with units.",
  },
];
