import { NAMES_FALLBACK } from "../profiles/profile-phrases.ts";
import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for data and formula errors, config files, regular expressions and git mishaps. */
export const errorsAndFormulasTips: ExpertTip[] = [
  {
    kinds: ["spreadsheet", "business-document"],
    about: "cash flow forecast cashflow runway inflows",
    text: "Record money when it actually moves, not when invoiced, include tax payments (VAT or sales tax where it applies), loan repayments and seasonal dips, and highlight the month with the lowest closing balance.",
  },
  {
    kinds: ["debugging"],
    about: "keyerror pandas read_csv header bom whitespace",
    text: "Print df.columns.tolist() to expose hidden spaces or a byte-order mark before the first name, then read with encoding='utf-8-sig' and clean names with df.columns.str.strip() rather than renaming by hand.",
  },
  {
    kinds: ["debugging", "code"],
    about: "to_datetime dayfirst pandas dates parsing",
    text: "Pass an explicit format= (or dayfirst=True) to pd.to_datetime instead of letting it guess, use errors='coerce', and count the resulting NaT values to find rows that didn't parse.",
    // Dates pandas misreads, not any frame with a date column.
    when: [
      "to_datetime",
      "parse",
      "parsing",
      "parsed",
      "dayfirst",
      "date format",
      "wrong date",
      "wrong dates",
      "nat",
      "text dates",
      "string dates",
      "month and day",
      "day and month",
      "swapped",
      "mm/dd",
      "dd/mm",
    ],
  },
  {
    kinds: ["debugging"],
    about: "settingwithcopywarning copy slice loc pandas",
    text: "Explain that the warning comes from assigning to a filtered slice, fix it with .loc[mask, 'col'] = value on the original or an explicit .copy() of the subset, and don't just silence it.",
  },
  {
    kinds: ["debugging", "code"],
    about: "pandas merge join duplicates duplicated increased",
    text: "Check for duplicate keys on both sides before merging, pass validate='one_to_one' or 'many_to_one' so pandas raises on unexpected duplicates, and compare row counts before and after.",
  },
  {
    kinds: ["debugging", "code"],
    about: "pandas dtype object to_numeric currency commas",
    text: "Strip currency symbols, thousands separators and spaces with .str.replace, convert with pd.to_numeric(errors='coerce'), and list the rows that became NaN instead of dropping them silently.",
    // Numbers held as text, not any pandas error.
    when: [
      "currency",
      "commas",
      "comma",
      "to_numeric",
      "dtype",
      "thousands",
      "as text",
      "as strings",
      "could not convert",
      "can't convert",
      "cannot convert",
      "valueerror",
      "numeric",
    ],
  },
  {
    kinds: ["spreadsheet"],
    about: "leading zeros zip postcode ids zipcode",
    text: "Treat codes, phone numbers and IDs as text: import with Data > From Text/CSV and the column set to Text, since opening a CSV directly strips zeros, and make the lookup value and the looked-up column the same type.",
  },
  {
    kinds: ["code", "debugging"],
    about: "leading zeros zip postcode ids zipcode",
    text: "Read codes, phone numbers and IDs as text (dtype=str in pandas), since reading them as numbers strips zeros and mangles long numbers.",
  },
  {
    kinds: ["spreadsheet", "debugging"],
    about: "sumifs countifs criteria operator zero",
    text: 'Check that a criterion built from a cell is written ">="&A1, not ">=A1", which compares against literal text, and that the sum range holds real numbers rather than text.',
  },
  {
    kinds: ["spreadsheet", "debugging"],
    about: "spill spilled dynamic array blocked",
    text: "Explain that #SPILL! means the cells the result needs aren't empty or sit inside a table, clear or move the blocking cells, and use @ only when a single result is intended.",
  },
  {
    kinds: ["spreadsheet", "debugging"],
    about: "green triangle stored storing text",
    text: 'Detect with ISTEXT or the green triangle, convert with VALUE or Paste Special multiply by 1, and remove non-breaking spaces with SUBSTITUTE(A2,CHAR(160),"") since TRIM doesn\'t catch them.',
  },
  {
    kinds: ["spreadsheet", "debugging"],
    about: "vlookup xlookup mismatch matching error return",
    text: "Diagnose with =A2=B2 and LEN() on the two values to expose trailing or non-breaking spaces and numbers stored as text, then fix the data rather than hiding the error with IFERROR.",
    // A lookup failing on values that look the same, not writing a lookup's fallback.
    unless: NAMES_FALLBACK,
    when: [
      "n/a",
      "not matching",
      "doesn't match",
      "doesnt match",
      "mismatch",
      "even though",
      "even tho",
      "won't match",
      "wont match",
    ],
  },
  {
    kinds: ["debugging", "code"],
    about: "groupby nan dropna dropped pandas",
    text: "Note that groupby drops NaN keys by default, so pass dropna=False when missing categories should be counted, and use size() rather than count() when nulls in other columns would skew counts.",
    // Rows lost to missing keys, not a merge or a dropped column.
    when: ["nan", "nans", "missing", "null", "nulls", "none", "blank", "blanks", "dropna", "empty"],
  },
  {
    kinds: ["spreadsheet"],
    about: "rounding floating decimals pennies cents round",
    text: "Round at the calculation step with ROUND(x,2) wherever amounts are summed or compared, since number formatting only hides decimals and the hidden fractions make totals and equality checks drift.",
  },
  {
    kinds: ["debugging"],
    about: "json parse unexpected token trailing comma",
    text: "Check for the usual JSON breakers — trailing commas, single quotes, comments, unquoted keys, unescaped backslashes in Windows paths — and point to the exact line and column the parser reports.",
  },
  {
    kinds: ["debugging", "code"],
    about: "yaml indentation mapping tabs indent",
    text: "Check for tab characters, inconsistent indentation between sibling keys, and unquoted values containing ': ' or starting with special characters like * & ! { or @, at the line the parser reports.",
  },
  {
    kinds: ["debugging", "code"],
    about: "yaml boolean norway quoting unquoted",
    text: "Quote values YAML may retype: no, yes, on and off (booleans in YAML 1.1, so country code NO becomes false), version numbers like 3.10 becoming 3.1, and leading-zero strings such as 0123.",
  },
  {
    kinds: ["code"],
    about: "json dumps stringify escape concatenation serialize",
    text: "Build JSON with json.dumps or JSON.stringify from native objects rather than string concatenation, so quotes, newlines and Unicode are escaped correctly, with ensure_ascii=False to keep non-English text readable.",
  },
  {
    // A workflow that does not run as expected: not writing a new one.
    kinds: ["debugging"],
    about: "github actions workflow ci triggering workflows",
    text: "Check the file is in .github/workflows, the on: triggers and branch filters match the event, indentation under jobs and steps is consistent, and run actionlint to catch expression and schema mistakes.",
    when: ["github", "actions", ".github", "ci"],
  },
  {
    kinds: ["debugging", "code"],
    about: "regex greedy lazy dot star",
    text: 'Explain that .* is greedy and runs to the last possible match, then fix it with a lazy .*? or, better, a negated class like [^"]* that cannot cross the delimiter.',
  },
  {
    kinds: ["debugging"],
    about: "backslash raw escaping regex",
    text: "Check string-literal escaping: use raw strings like r'\\d+' in Python, double every backslash in Java strings, JavaScript's RegExp constructor and JSON, and test in the same flavour the code runs.",
  },
  {
    kinds: ["debugging", "how-to"],
    about: "undo revert uncommit undoing commit",
    text: "Ask whether the commit was pushed: if not, git reset --soft HEAD~1 keeps the changes staged; if it's shared, use git revert so others' history isn't rewritten.",
  },
  {
    kinds: ["debugging", "how-to"],
    about: "wrong branch cherry-pick cherry misplaced",
    text: "Switch to or create the right branch and cherry-pick the commits, reset the wrong branch only if those commits weren't pushed, and check hashes with git log --oneline first.",
  },
  {
    kinds: ["debugging", "how-to"],
    about: "leaked secret password api key committed credentials",
    text: "Say to revoke and rotate the secret immediately, because removing it from history doesn't un-leak it, then purge it with git filter-repo or BFG and add the file to .gitignore.",
  },
  {
    kinds: ["debugging", "how-to"],
    about: "reflog recover lost commits deleted branch",
    text: "Point to git reflog to find the lost commit hash, recover it with git branch rescue <hash>, and advise against git gc or further resets until it's recovered.",
  },
  {
    kinds: ["debugging"],
    about: "gitignore ignored ignore tracked untracked",
    text: "Explain that .gitignore only affects untracked files, so run git rm --cached <file> (with -r for a folder) and commit, and test patterns with git check-ignore -v <file>.",
  },
  {
    kinds: ["debugging"],
    about: "100mb lfs large rejected push",
    text: "Explain that GitHub rejects files over 100 MB and the file remains in earlier commits even after deletion, so remove it from history with git filter-repo and use Git LFS going forward.",
    // A push refused for a file's size, not every rejected push.
    when: [
      "100mb",
      "100 mb",
      "large file",
      "large files",
      "lfs",
      "file size",
      "too large",
      "too big",
      "exceeds",
      "gh001",
      "size limit",
    ],
  },
  {
    kinds: ["how-to", "debugging"],
    about: "force push force-with-lease rewrite history rebase",
    text: "Use git push --force-with-lease instead of --force so it refuses if someone else pushed in the meantime, and warn against rewriting history on shared branches like main.",
  },
];
