/** Phrases that tell what a member wants of code, a spreadsheet or a query, and who they are. */

/** A request for types or a schema, not a program: nothing to run or test. */
export const TYPES_ONLY = [
  "interface",
  "type definition",
  "type definitions",
  "typescript type",
  "typescript types",
  "json schema",
  "zod schema",
];

/** The member says they do not program ("im not a programmer", "non techy"). */
export const DOES_NOT_CODE = [
  ...["not a programmer", "not a coder", "not a developer", "not technical", "not techy", "non technical"],
  ...["non-technical", "non techy", "non-techy", "i don't code", "i dont code", "never coded", "can't code"],
  ...["cant code", "no coding", "not very techy", "not good with computers", "not a tech person"],
  ...["not a techy person", "not tech savvy", "not tech-savvy", "not very tech savvy", "not a computer person"],
  ...["not good with tech", "not very technical", "not great with computers", "not great with tech"],
  // "i dont know python at all", "I know nothing about coding".
  ...["don't know", "dont know", "do not know", "know nothing about", "no idea about"].flatMap((lead) =>
    ["python", "any python", "code", "any code", "coding", "programming", "javascript", "vba"].map(
      (what) => `${lead} ${what}`,
    ),
  ),
];

/** A device or its system, not a program the member writes ("the windows update fails at 35%", "printer offline"). */
const device =
  /\b(?:laptop|computer|pc|desktop|mac|macbook|imac|windows|iphone|ipad|android|phone|tablet|printer|router|modem|wi-?fi|bluetooth|smart tv|tv|xbox|playstation|ps[45]|airpods|headphones|earbuds|monitor|webcam|keyboard|mouse|hard drive|usb)\b/u;
/** What the member writes or runs as a program: then the trouble is in the code, whatever it runs on. */
const programming =
  /\b(?:code|coding|script|program|programming|function|python|javascript|typescript|java|node|npm|pip|compile\w*|build|deploy\w*|server|api|sql|database|repo|git|app i'?m (?:building|making|writing)|my (?:[\w-]+ )?app|swift|kotlin|flutter|dart|react|xcode|logcat|android studio|gradle|emulator|simulator|widgets?|on ?click|localhost|terminal|command line|site|website|web ?page|console)\b/u;

/**
 * Trouble with a device or its system and no code in sight ("my laptop keeps failing the windows
 * update"): fixed by steps on the screen, not by a diff and a test.
 */
export const troublesDevice = (lower: string, hasCode: boolean) =>
  !hasCode && device.test(lower) && !programming.test(lower);
/** The member does not program, or is new to it ("never done this before", "complete beginner"). */
export const NOT_A_PROGRAMMER = [
  ...DOES_NOT_CODE,
  ...["never done this before", "never done this", "i'm a beginner", "im a beginner", "complete beginner"],
  ...["total beginner", "never coded before"],
];

/**
 * A configuration for a platform to read, not a program to run ("home assistant automation porch
 * lights on at sunset", "a docker compose file", "a GitHub Actions workflow"): no command, package,
 * functions or tests, but where it goes and what to fill in.
 */
export const CONFIGURATION = [
  ...["home assistant", "homeassistant", "esphome", "yaml", "yml", "docker compose", "docker-compose"],
  ...["compose file", "github action", "github actions", "workflow file", "nginx", "htaccess", "crontab"],
  ...["kubernetes", "k8s", "helm chart", "ansible", "terraform", "config file", "configuration file"],
];
/** The member wants plain code: no scaffolding of functions, tests and every edge case. */
export const SIMPLE_CODE = [
  ...["keep it simple", "simple please", "nothing fancy", "as simple as possible", "quick and dirty"],
  ...["keep it basic", "just something simple", "simple as possible", "good enough", "rough and ready"],
  ...["doesn't need to be perfect", "doesnt need to be perfect", "does not need to be perfect"],
];

/** The member wants the proper fix, not a patch over the symptom ("not just a hack", "don't want to bandaid"). */
export const NOT_A_PATCH = [
  ...["not just a hack", "not a hack", "right fix", "proper fix", "real fix", "bandaid", "band-aid", "band aid"],
  ...["better pattern", "right pattern", "the right way", "best practice", "workaround"],
];

/** Spreadsheet features set up through menus rather than a formula in a cell. */
export const SHEET_FEATURES = [
  ...["conditional formatting", "conditional format", "highlight", "highlights", "go red", "turn red", "go green"],
  ...["turn green", "colour the row", "color the row", "colour the cell", "color the cell", "dropdown", "dropdowns"],
  ...["drop-down", "drop down", "data validation", "pivot", "pivot table", "checkbox", "checkboxes"],
  ...["power query", "get & transform", "get and transform", "power pivot"],
];

/** A board the code is uploaded to, not run from a terminal ("arduino uno", "esp32", "pi pico"). */
export const MICROCONTROLLER = [
  ...["arduino", "esp32", "esp8266", "nodemcu", "wemos", "raspberry pi pico", "pi pico", "micro:bit"],
  ...["microbit", "attiny", "attiny85", "teensy", "stm32", "microcontroller"],
];
/** Code that runs inside an app, pasted into its editor: no command to run it, no package to install. */
export const RUNS_IN_APP = [
  ...["apps script", "google apps script", "vba", "macro", "macros", "office script", "office scripts"],
  ...["bookmarklet", "power automate", "tampermonkey", "userscript"],
];
/** What a board switches that could do harm if left on: a heater, a lamp, a pump, mains through a relay. */
export const SWITCHES_POWER = [
  ...["relay", "heater", "heat lamp", "heat mat", "pump", "valve", "solenoid", "mains", "motor", "fan"],
];

/**
 * Values that must stay as they were made, which a formula cannot promise: it recalculates when
 * the date turns over or the rows are sorted ("invoice numbers that stay fixed once created", "a
 * timestamp that doesn't update").
 */
export const STAYS_AS_MADE = [
  ...["stay fixed", "stays fixed", "stay put", "stays put", "stay static", "stays static", "remain fixed"],
  ...["fixed once", "once created", "once entered", "once it's entered", "once they're entered", "stay permanent"],
  ...["don't recalculate", "doesn't recalculate", "dont recalculate", "doesnt recalculate", "not recalculate"],
  ...["static timestamp", "static date", "freeze the value", "freeze the values", "stop changing when i sort"],
  ...["doesn't update", "doesnt update", "don't update", "dont update", "never changes", "never change"],
];

/**
 * Trouble setting up, not a bug in the member's code: a package that will not install or import, a
 * command the system does not know ("No module named 'PIL'… pip install pil says no matching distribution").
 */
export const SETUP_TROUBLE = [
  ...["modulenotfounderror", "no module named", "no matching distribution", "could not find a version"],
  ...["command not found", "is not recognized as an internal", "cannot find module", "npm err!", "dll load failed"],
];

/** More than one query asked for: "plus a separate query for…", "two queries", "queries for each report". */
export const asksForSeveralQueries =
  /\b(?:separate|second|another|other|two|three|2|3|several|both) (?:sql )?quer(?:y|ies)\b|\bqueries\b|\b(?:a |the )?(?:second|separate) one\b/u;

/**
 * Two ways to write the same query set side by side ("the NOT EXISTS version vs the LEFT JOIN
 * version", "both approaches"): each is written, and the comparison is the point.
 */
export const asksForQueryVersions =
  /\b(?:version|way|approach|method)\b[^.?!\n]{0,40}\b(?:vs\.?|versus|compared? (?:to|with)|against)\b[^.?!\n]{0,40}\b(?:version|way|approach|method)\b|\b(?:version|way|approach|method) (?:and|or) (?:the|a) [\w-]+ (?:version|way|approach|method)\b|\b(?:both|two|2|different) (?:versions|ways|approaches|methods)\b/u;
