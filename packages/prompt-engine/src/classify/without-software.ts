import { NEUTRAL_KIND, type KindId } from "../kinds.ts";
import { printedError } from "../text/line-kinds.ts";

/** Kinds whose answer is a program or a fix to one. */
const softwareKinds = new Set<KindId>(["code", "debugging"]);

/** Words of software, as patterns: languages, tools, devices and what programs are made of. */
const softwareWords = [
  ...["code", "coding", "coder", "programs?", "programming", "scripts?", "functions?", "bugs?", "buggy"],
  ...["errors?", "exception", "crash\\w*", "compil\\w+", "builds?", "deploy\\w*", "servers?", "apis?", "endpoint"],
  ...["apps?", "website", "site", "web", "webpage", "browser", "extensions?", "chrome", "firefox", "safari"],
  ...["html", "css", "javascript", "js", "jsx", "tsx?", "typescript", "python", "py", "java", "php", "ruby"],
  ...["swift", "kotlin", "rust", "golang", "c\\+\\+", "c#", "bash", "shell", "powershell", "sql", "regex"],
  ...["database", "db", "query", "queries", "postgres\\w*", "mysql", "mongo\\w*", "redis", "firebase", "supabase"],
  ...["excel", "sheets?", "spreadsheet", "formula", "macro", "vba", "airtable", "zapier", "notion"],
  ...["git", "github", "gitlab", "docker", "kubernetes", "k8s", "terraform", "aws", "azure", "gcp", "s3", "ec2"],
  ...["rds", "lambda", "linux", "ubuntu", "windows", "macos", "os", "terminal", "command", "cli", "npm", "node"],
  ...["react", "vue", "angular", "svelte", "next\\.?js", "django", "flask", "rails", "laravel", "spring", "bean"],
  ...["cron", "crontab", "pandas", "numpy", "json", "csv", "xml", "yaml", "pdf", "docx", "xlsx", "zip"],
  ...["files?", "folder", "loops?", "variable", "array", "list", "dict", "class", "method", "library", "package"],
  ...["module", "import", "null", "undefined", "nan", "int", "str", "string", "integer", "boolean", "object"],
  ...["component", "hook", "state", "props", "flexbox", "grid", "div", "button", "form", "input", "output"],
  // "logs", not a roast's or a training "log".
  ...["print", "console", "logs", "debug\\w*", "syntax", "runtime", "memory", "cpu", "gpu", "thread", "async"],
  ...["await", "promise", "callback", "request", "response", "https?", "url", "localhost", "ssh", "ssl", "dns"],
  ...["port", "timeout", "cache", "cookie", "frontend", "backend", "stack ?trace", "traceback", "recursi\\w+"],
  ...["display", "footer", "header", "navbar", "install\\w*", "update", "upgrade", "login", "log in", "password"],
  ...["outlook", "office", "o365", "word doc", "download\\w*", "upload\\w*", "sync\\w*", "automat\\w+", "bot"],
  ...["chatbot", "discord", "game", "mod", "minecraft", "unity", "unreal", "godot", "arduino", "raspberry"],
  ...["esp32", "plugin", "wordpress", "shopify", "firmware"],
  ...["photoshop", "lightroom", "figma", "canva", "premiere", "davinci", "obs", "blender"],
];

/** Devices and their parts: software lives on them, but trouble with one is no bug in code of the member's. */
const deviceWords = [
  ...["android", "ios", "iphone", "ipad", "laptop", "computer", "pc", "wi-?fi", "router", "printer", "phone"],
  ...["screen", "keyboard", "mouse", "monitor", "bluetooth", "usb", "hdmi", "drivers?", "devices?", "tablet"],
  ...["smart ?tv", "alexa", "siri", "camera"],
];

/** Something of software in a request: code or its operators, a file name, or a word of software. */
const softwareIn = (words: string[]) =>
  new RegExp(
    `\`\`\`|[{};]|=>|[-+*/!=]=|&&|\\|\\||\\w\\[['"\\d]|\\w\\([^)]*\\)|\\b\\w+\\.(?:sh|py|js|ts|rb|go|java|php|cs|cpp|c|rs|kt|swift|html|css|json|ya?ml|toml|env)\\b|(?<!\\w)(?:${words.join("|")})(?!\\w)`,
    "iu",
  );
/**
 * Words of software that also have an everyday sense ("the props" of an escape room, a falconry
 * "display", a "game" of darts, the "state" of the hedge): one alone says nothing; two together do.
 */
const everydayWords = new Set([
  ...["props", "state", "hook", "display", "game", "list", "class", "object", "request", "response", "port"],
  ...["print", "update", "memory", "thread", "office", "command", "grid", "string", "library", "package"],
  ...["module", "console", "promise", "callback", "mod", "bean", "cache", "import"],
  ...["form", "button", "input", "output", "files?", "folder", "sheets?", "site", "web"],
]);

/** Software in the text: a sure sign of it, or two words of software that can also mean something else. */
const softwareInText = (words: string[]) => {
  const sure = softwareIn(words.filter((word) => !everydayWords.has(word)));
  const everyday = words
    .filter((word) => everydayWords.has(word))
    .map((word) => new RegExp(`(?<!\\w)${word}(?!\\w)`, "iu"));
  return (text: string) => sure.test(text) || everyday.filter((word) => word.test(text)).length >= 2;
};
const software = softwareInText([...softwareWords, ...deviceWords]);
/** Code of the member's: what a bug report needs, beyond the device it runs on. */
const code = softwareInText(softwareWords);

/** A request put as a question ("why does my sourdough…?", "how come…"). */
const question = /\?|^\s*(?:why|how|what|when|is|are|can|could|does|do|should)\b/iu;

/**
 * "why does my sourdough come out gummy in the middle?" reads like a bug report, but with nothing of
 * software in it (or nothing but the device, for a bug report) the answer is no diff, test or guard: a question is answered as one, anything else
 * gets the neutral structure.
 */
export const withoutSoftware = (kind: KindId, request: string, material: string): KindId => {
  const text = `${request}\n${material}`;
  // "my iphone battery drops to 60% overnight, why?": a device's trouble, not a bug to diff and test.
  if (!softwareKinds.has(kind) || (kind === "debugging" ? code : software)(text)) return kind;
  return question.test(request) ? "question" : NEUTRAL_KIND;
};

/** Readings of "a script" as words to be spoken or performed. */
const spokenKinds = new Set<KindId>(["speech", "creative-writing", "neutral"]);
/**
 * A script that runs on a computer: what it runs on or works with ("for my mac", "renames all the
 * jpgs", "on windows"); "dont lean out of windows" in a guard's announcement is no system.
 */
const computerScript =
  /\bscripts?\b[\s\S]*\b(?:mac|macos|(?:on|for|in) windows|windows (?:\d+|pc|laptop|machine|computer|server)|linux|terminal|powershell|bash|python|folders?|files|renames?|renaming|jpe?gs?|pngs?|csv|install|command line|automat\w+|cron|batch)\b|\b(?:mac|macos|(?:on|for|in) windows|windows (?:\d+|pc|laptop|machine|computer|server)|linux|terminal|powershell|bash|python|folders?|files|renames?|renaming|jpe?gs?|pngs?|csv|command line|cron|batch)\b[\s\S]*\bscripts?\b/iu;

/**
 * "need a script for my mac that renames all the jpgs in a folder" reads like a video or a play's
 * script, but one that runs on a computer is code.
 */
export const withComputerScript = (kind: KindId, request: string): KindId =>
  spokenKinds.has(kind) && computerScript.test(request) ? "code" : kind;

/** An ask for new code: "need a VBA macro", "write me a script that…", "can you make a function to…". */
const asksForNewCode =
  /\b(?:need|want|write|create|make|build|give me|can you (?:write|make|do))\s+(?:me\s+)?(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:macro|script|function|program|bot|formula|query|extension|plugin|app)\b/iu;
/** Something that goes wrong: what a bug report is about. */
const goesWrong =
  /\b(?:error|errors|bug|bugs|broken|breaks|crash\w*|fails?|failing|doesn'?t work|isn'?t working|not working|stopped working|wrong|nan|#n\/a|#value!?|#ref!?|undefined|exception|traceback|won'?t|can'?t get|keeps)\b/iu;

/** A task the code is to do, said as what the member wants ("want to flag any time a driver…"). */
const wantsTaskDone =
  /\b(?:want|need|trying|looking) to (?:flag|find|count|calculate|work out|list|detect|spot|catch|check|get|sort|filter|merge|combine|group|extract|pull|rename|remove|convert|generate|match|compare|split|clean)\b/iu;

/**
 * "Need a VBA macro… it should move every row where Status = "Paid" to Archive" or "pandas q…
 * want to flag any time a driver does more than 4.5 hrs" reads as a bug report, but nothing goes
 * wrong in it: the member asks for new code, not a root cause and a diff.
 */
export const withNewCode = (kind: KindId, request: string, material: string): KindId =>
  kind === "debugging" &&
  material.trim() === "" &&
  (asksForNewCode.test(request) || wantsTaskDone.test(request)) &&
  !goesWrong.test(request)
    ? "code"
    : kind;

/**
 * "getting this when i run the script… Traceback… KeyError" reads as code to write, but the member
 * shows what their code printed when it failed: find the cause and fix it, unless new code is asked
 * for as well.
 */
export const withErrorShown = (kind: KindId, request: string, material: string): KindId =>
  kind === "code" && printedError.test(`${material}\n${request}`) && !asksForNewCode.test(request) ? "debugging" : kind;
