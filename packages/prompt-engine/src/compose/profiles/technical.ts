import { asksForPhrase } from "../../text/contains-phrase.ts";
import type { RequestSignals } from "../signals.ts";
import type { KindProfile } from "./kind-profile.ts";
import {
  breaksSyntax,
  coloursRows,
  explainsPastedFormula,
  fixesFormula,
  fixesPastedFormula,
  namesFallback,
  setsUpFeature,
  typesFormula,
  worksOnPastedRows,
} from "./spreadsheet-asks.ts";
import {
  CONFIGURATION,
  DOES_NOT_CODE,
  MICROCONTROLLER,
  NOT_A_PATCH,
  NOT_A_PROGRAMMER,
  RUNS_IN_APP,
  SETUP_TROUBLE,
  SIMPLE_CODE,
  STAYS_AS_MADE,
  SWITCHES_POWER,
  troublesDevice,
  TYPES_ONLY,
} from "./technical-phrases.ts";

/** Trouble with a device or its system, with no code in sight. */
const onDevice = (signals: RequestSignals) => troublesDevice(signals.lower, signals.hasCode);

/** What an expert insists on for code, debugging and spreadsheets. */
export const technicalProfiles: Record<"code" | "debugging" | "spreadsheet", KindProfile> = {
  code: {
    role: "a senior software engineer",
    essentials: [
      {
        text: "Return complete, runnable code, with the command to run it and any package to install.",
        unless: [...TYPES_ONLY, ...CONFIGURATION, ...MICROCONTROLLER, ...RUNS_IN_APP],
        only: (signals) => !signals.asksForPatternOnly && !signals.asksHowInCode,
      },
      {
        text: "Return the complete script, ready to paste into the app's editor, and say how to run it or set it to run on a schedule or trigger.",
        when: RUNS_IN_APP,
        only: (signals) => !signals.asksForPatternOnly && !signals.asksHowInCode,
      },
      {
        text: "Give the complete configuration, ready to paste, say which file or screen it goes in, and mark what I must fill in (entity names, paths, keys) as [placeholders].",
        when: CONFIGURATION,
        only: (signals) => !signals.asksHowInCode,
      },
      // "how do I get a wide table in pandas": the few lines that do it, not a program around them.
      {
        text: "Show the code that does it on my data as I describe it, using my own names (columns, variables, files), and what the result looks like.",
        only: (signals) => signals.asksHowInCode && !signals.asksForPatternOnly,
      },
      {
        text: "Handle the edge cases that would bite in practice (empty input, missing files, names that clash) and say what the code does with them.",
        unless: [...TYPES_ONLY, ...NOT_A_PROGRAMMER, ...SIMPLE_CODE, ...CONFIGURATION, ...MICROCONTROLLER],
        only: (signals) => !signals.asksForPatternOnly && !signals.asksHowInCode,
      },
      // A member who does not program needs to run it, not to maintain it.
      {
        text: "Say exactly how to run it, from opening the right program to what I should see, for someone who has never run a script, and what to do if it is blocked or shows an error.",
        when: NOT_A_PROGRAMMER,
        unless: MICROCONTROLLER,
      },
      // A board's code is uploaded from its IDE and wired up, not run from a terminal.
      {
        text: "Return the complete sketch, the libraries to install, and a wiring list: each part's pins to the board's pins, power and ground included.",
        when: MICROCONTROLLER,
        only: (signals) => !signals.asksHowInCode,
      },
      {
        text: "Say how to upload it, from choosing the board and port in the IDE to what I should see in the serial monitor, for someone doing it the first time.",
        when: MICROCONTROLLER,
        only: (signals) => NOT_A_PROGRAMMER.some((phrase) => asksForPhrase(signals.lower, phrase)) || signals.hasLevel,
      },
      {
        text: "Make it fail safe: say what the code does when a sensor reading fails or the board restarts, and put what it switches into its safer state then.",
        when: MICROCONTROLLER,
        only: (signals) => SWITCHES_POWER.some((phrase) => asksForPhrase(signals.lower, phrase)),
      },
      {
        text: "Make the types as exact as the data allows (optional and nullable fields, literal unions), and say what you inferred from one example.",
        when: TYPES_ONLY,
      },
      {
        text: "Keep it to a single line I can paste into a terminal, then explain each part briefly.",
        when: ["one-liner", "oneliner", "one liner", "one line"],
        // "a one-liner or a small script": the member leaves the choice open.
        unless: ["one-liner or", "one liner or", "one line or", "or a one-liner", "or one-liner", "or a one liner"],
      },
      // A shell script or a snippet is read top to bottom; functions and tests are for programs.
      {
        text: "Structure it in small named functions and include a short test or example run.",
        only: (signals) => !signals.asksHowInCode,
        unless: [
          ...NOT_A_PROGRAMMER,
          ...SIMPLE_CODE,
          ...CONFIGURATION,
          ...MICROCONTROLLER,
          ...["one-liner", "oneliner", "one liner", "one line", "alias", "snippet", "regex", ...TYPES_ONLY],
          ...["bash command", "shell command", "terminal command", "powershell command", "a command", "cron"],
          ...[
            "bash script",
            "shell script",
            "zsh script",
            "powershell script",
            "batch file",
            "bat file",
            "applescript",
          ],
        ],
      },
      {
        text: "Anything that changes or deletes files must have a dry-run mode or print what it would do first.",
        when: ["rename", "delete", "move", "remove", "overwrite", "clean up", "organize", "organise", "sort"],
        // "remove duplicates" from a list of numbers changes no file.
        only: (signals) =>
          /\b(?:files?|folders?|director(?:y|ies)|photos|pictures|images|backups?|documents|downloads|drives?|disk)\b/u.test(
            signals.lower,
          ),
      },
    ],
    questions: ["stack"],
  },
  debugging: {
    role: "a senior engineer who is good at finding root causes",
    essentials: [
      // A learner asks to understand the bug, not only to have it fixed.
      {
        text: "Explain the root cause first, in one or two sentences, before any fix.",
        only: (signals) => !signals.hasLevel && !onDevice(signals),
        unless: DOES_NOT_CODE,
      },
      {
        text: "Explain why it happens step by step, in plain words for my level, before showing the fix.",
        only: (signals) => signals.hasLevel && !onDevice(signals),
        unless: DOES_NOT_CODE,
      },
      // "please explain like I'm not a developer, my fiancé made this": no diff, no test to write.
      {
        text: "Explain what went wrong in plain words for someone who does not code, then give the fix as exact steps: which file, which line, and what to change it to.",
        when: DOES_NOT_CODE,
        only: (signals) => !onDevice(signals),
      },
      {
        text: "Say how I can check it works: what to do and what I should see.",
        when: DOES_NOT_CODE,
        only: (signals) => !onDevice(signals),
      },
      // "my laptop keeps failing the windows update": steps on the screen, not a patch.
      {
        text: "Say in plain words what most likely causes it, then give the fix as numbered steps: where to click or what to type, and what I should see after each.",
        only: onDevice,
      },
      {
        text: "Order the fixes from the safest and quickest to those that risk my files or settings, and say when to stop and hand it to a technician or IT.",
        only: onDevice,
      },
      {
        text: "Show the smallest change that fixes it, as a diff or the corrected lines, and why it works.",
        unless: [...NOT_A_PATCH, ...DOES_NOT_CODE, ...SETUP_TROUBLE],
        only: (signals) => !onDevice(signals),
      },
      {
        text: "Give the exact commands to run, in order, for the system and versions I name, and how to check each one worked.",
        when: SETUP_TROUBLE,
        unless: DOES_NOT_CODE,
      },
      // "What's the right fix, not just a hack? I don't want to bandaid `if (mounted)` everywhere."
      {
        text: "Show the fix that removes the cause in the pattern this framework or language recommends, with the corrected code, and why it is better than the quick workaround.",
        when: NOT_A_PATCH,
        only: (signals) => !onDevice(signals),
      },
      {
        text: "Say how to confirm the fix and how to keep the bug from coming back (a test or a guard).",
        unless: [...NOT_A_PATCH, ...DOES_NOT_CODE, ...SETUP_TROUBLE],
        only: (signals) => !onDevice(signals),
      },
      {
        text: "Say how to confirm the fix and how to keep the bug from coming back (a test).",
        when: NOT_A_PATCH,
        unless: DOES_NOT_CODE,
        only: (signals) => !onDevice(signals),
      },
      {
        text: "If the cause cannot be known from what I gave, list the likely causes in order and what to check for each.",
      },
      // "just tell me the fix, dont need an essay": the fix itself, ready to use.
      {
        text: "Give the fix first, ready to paste or follow, with at most one sentence on the cause.",
        only: (signals) => signals.wantsOnlyTheThing,
      },
    ],
    questions: ["code", "stack"],
  },
  spreadsheet: {
    role: "a spreadsheet expert",
    essentials: [
      {
        text: "Give the exact formula to paste, with the cell it goes in, using the column letters I give (or stated assumptions about them).",
        only: (signals) => typesFormula(signals) && !fixesPastedFormula(signals),
        unless: STAYS_AS_MADE,
      },
      {
        text: "Explain how it works piece by piece, and how to fill it down or across.",
        only: (signals) => typesFormula(signals) && !fixesPastedFormula(signals),
        // "explain briefly": the member sets how much explaining.
        unless: [
          ...["explain briefly", "briefly explain", "explain it briefly", "brief explanation", "short explanation"],
          ...["quick explanation", "no explanation", "just the formula", "formula only"],
          ...STAYS_AS_MADE,
        ],
      },
      {
        text: "Say first whether a formula can do it: a formula recalculates (TODAY() turns with the date, ROW() moves when rows are sorted), so a value that must stay as made has to be stored as a value, by a script or trigger that writes it when the row is filled or by pasting as values; give that way step by step.",
        when: STAYS_AS_MADE,
      },
      // "explain to my weekend staff what it does in normal words": the pasted formula read aloud, as it is.
      {
        text: "Explain the formula I pasted piece by piece in plain words: what each part checks, which sheets and columns it reads, what it shows, and what would break it.",
        only: explainsPastedFormula,
      },
      {
        text: "Give my formula back corrected, in full, and say in a sentence what was wrong.",
        only: fixesPastedFormula,
      },
      // Conditional formatting, a dropdown, a pivot table: set up through menus, not typed in a cell.
      {
        text: "Give the exact menu path and settings, and any custom formula it needs written for the first row of the range, with a $ before the column letter so every cell of a row checks the same column.",
        only: (signals) => setsUpFeature(signals) && coloursRows(signals),
      },
      // "the cell should turn red if it's less than 3": a rule on the cell's own value.
      {
        text: "Give the exact menu path and settings, and any custom formula it needs written for the top-left cell of the range.",
        only: (signals) => setsUpFeature(signals) && !coloursRows(signals),
      },
      {
        text: "Handle blank cells and text where numbers or dates are expected, so the formula never shows an error.",
        only: (signals) => typesFormula(signals) && !fixesFormula(signals) && !namesFallback(signals),
        unless: STAYS_AS_MADE,
      },
      // "my SUMIFS keeps returning 0": the cause first, not a formula that hides it.
      {
        text: "Find the cause of the wrong result first (numbers or dates stored as text, stray spaces, ranges of different sizes, the wrong match type) and fix it rather than hide it behind IFERROR.",
        only: (signals) => fixesFormula(signals) && !breaksSyntax(signals) && !namesFallback(signals),
      },
      {
        text: "Point to the exact part that breaks it (a missing quote, comma or bracket, a misspelt function, a range or sheet name that needs quotes) rather than rewrite what works.",
        only: breaksSyntax,
      },
      // "if the ID isn't found it should say Contractor instead of #N/A": not finding is expected.
      {
        text: "Show the value I name where the lookup finds nothing, with IFNA rather than IFERROR so that other errors still show.",
        only: namesFallback,
      },
      {
        text: "Give the rows back done, as a table I can paste into the sheet, and list what you flagged or changed and why.",
        only: worksOnPastedRows,
      },
      {
        text: "Say if a function differs between Excel and Google Sheets, and give the other version when it does.",
        only: (signals) => !explainsPastedFormula(signals) && !worksOnPastedRows(signals),
        // The member who names one works in it.
        unless: ["excel", "google sheet", "google sheets", "gsheet", "gsheets", "libreoffice"],
      },
    ],
    questions: ["spreadsheet-app", "layout"],
  },
};
