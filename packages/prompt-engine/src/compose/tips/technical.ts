import type { ExpertTip } from "./expert-tip.ts";

/** Photo names that do not already carry the time taken ("IMG_20230814_153022.jpg" is parsed, not read from EXIF). */
const undatedNames = /^(?![\s\S]*\b(?:img|pxl|dsc|vid|photo)[_-]?\d{8})/u;

/** Expertise for code and debugging. */
export const technicalTips: ExpertTip[] = [
  {
    kinds: ["code"],
    about: "rename photos pictures images exif by date taken",
    whenPattern: undatedNames,
    text: "Read the date taken from the photos' EXIF data (DateTimeOriginal), fall back to the file's modified time when it is missing, and add a counter suffix so photos from the same second never overwrite each other.",
  },
  {
    kinds: ["code"],
    about: "find large big files disk space folder",
    text: "Sort the results by size, show sizes in human-readable units, and skip folders the user cannot read instead of failing.",
    // Renaming or moving the files of a folder says "files" and "folder" too.
    when: [
      "large",
      "big",
      "biggest",
      "largest",
      "huge",
      "size",
      "sizes",
      "disk space",
      "free space",
      "storage",
      "gb",
      "mb",
    ],
  },
  {
    kinds: ["code"],
    about: "scrape website web page download data",
    text: "Respect the site's robots.txt and rate limits, and fail clearly when the page layout changes.",
    // Fetching pages from a site, not building one.
    when: ["scrape", "scraping", "scraper", "crawl", "crawler", "crawling", "download", "downloads", "extract", "pull"],
  },
  {
    kinds: ["code"],
    about: "csv file parse read columns data",
    text: "Use a real CSV parser (quoted fields can contain commas and line breaks) and say which encoding and delimiter it expects.",
    // A CSV's parsing: not every script that reads files or keeps data (a sheet macro, a compose volume).
    when: ["csv", "csvs", "tsv", "comma-separated", "comma separated"],
  },
  {
    // Writing the call, not finding why one misbehaves.
    kinds: ["code"],
    about: "api request fetch http endpoint",
    text: "Handle timeouts, non-2xx responses and retries with backoff; keep secrets out of the code.",
    // Advice for calling an API, not for writing the endpoint that answers.
    unless: ["server", "flask", "fastapi", "django", "express", "accepts", "route", "routes", "serve", "serves"],
  },
  {
    kinds: ["code"],
    about: "backup sync copy files schedule cron",
    text: "Make it safe to run twice, log what it did, and show how to schedule it on my system (cron on Linux, a Raspberry Pi or a Mac; Task Scheduler on Windows).",
  },
  {
    kinds: ["debugging"],
    about: "react useeffect twice double strictmode mount",
    text: "In development React's StrictMode mounts components twice on purpose, so an effect runs twice; check whether it happens in a production build, and give the effect a cleanup (an AbortController for fetches) rather than suppressing it.",
    // An effect that loops is not StrictMode's double mount.
    unless: ["infinite", "loop", "loops", "re-renders", "rerenders", "keeps rendering"],
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
    // Two environments the member names: "fails" and "work laptop" alone are no such pair.
    whenPattern:
      /\b(?:locally|local(?:host)?|prod(?:uction)?|deploy\w*|staging|server|ci|docker|on my machine|other (?:machine|computer|laptop))\b/u,
  },
  {
    kinds: ["code"],
    about: "bash rename shell batch folder",
    text: 'Quote every variable ("$f"), handle filenames with spaces, never overwrite an existing file and never parse ls output; on a case-insensitive disk (macOS, Windows) a rename that only changes letter case goes through a temporary name.',
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
    // Calling an API over HTTP, not handling JSON an API once gave.
    when: [
      "request",
      "requests",
      "http",
      "endpoint",
      "call the api",
      "calls the api",
      "calling the api",
      "call an api",
      "fetch",
      "fetches",
      "api key",
      "rate limit",
      "download",
      "pull",
      "pulls",
      "query the api",
      "hit the api",
      "hits the api",
    ],
    unless: ["server", "flask", "fastapi", "django", "express", "accepts", "route", "routes", "serve", "serves"],
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
    unless: [
      "just the pattern",
      "only the pattern",
      "pattern only",
      "just the regex",
      "only the regex",
      "regex only",
      "no explanation",
      "no explanations",
      "without explanation",
    ],
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
    // A form with submit and validation, not any input component (a dropdown, a star rating).
    when: [
      "form",
      "forms",
      "signup",
      "sign-up",
      "sign up",
      "login",
      "log-in",
      "checkout",
      "submit",
      "submits",
      "submission",
    ],
    // A React form's controlled inputs, not the pattern or markup for another stack.
    unless: ["regex", "regular expression", "vue", "angular", "svelte", "vanilla", "plain html", "html only"],
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
    // React code with a value undefined when rendered: not plain JavaScript, nor state updates that lag or loop.
    when: ["react", "jsx", "component", "usestate", "useeffect", "props", "render", "rendering", "next.js", "nextjs"],
    unless: [
      // A list's key warning is about keys, not data that has not arrived.
      "key prop",
      "unique key",
      "each child in a list",
      "not updating",
      "old value",
      "stale",
      "infinite",
      "infinitely",
      "re-renders",
      "rerenders",
      "re-render",
      "rerender",
      "loop",
    ],
  },
  {
    kinds: ["debugging"],
    about: "off-by-one offbyone index range loop boundary",
    text: "Check that range() and slice ends are exclusive, < vs <= against length, and 0- vs 1-based indexing, and test with empty, one-item and two-item inputs.",
    // An index error from removing items while looping is not an off-by-one.
    unless: ["pop", "remove", "del", "delete", "deleting", "splice"],
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
    text: "Check whether a WHERE condition on the right-hand table silently turns the LEFT JOIN into an inner join: a filter on it belongs in the ON clause, while rows with no match at all are found with WHERE <right key> IS NULL or NOT EXISTS.",
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
    // A module that cannot be imported, not every pip error (a certificate, a proxy).
    when: [
      "modulenotfounderror",
      "no module named",
      "importerror",
      "import error",
      "cannot import",
      "can't import",
      "module not found",
      "not installed",
      "venv",
      "virtualenv",
      "virtual environment",
    ],
  },
  {
    kinds: ["debugging", "how-to"],
    about: "git merge conflict rebase branch",
    text: "Explain the conflict markers, resolve and test file by file before committing, and mention git merge --abort or git rebase --abort as a safe way back.",
    // Conflict markers to resolve, not every refused merge or push.
    when: ["conflict", "conflicts", "conflicting", "both modified", "<<<<<<<"],
  },
  {
    kinds: ["debugging"],
    about: "stale closure setinterval state",
    text: "Check for a stale closure: use a functional update like setCount(c => c + 1) or a ref, and clear the interval in the effect's cleanup.",
  },
];
