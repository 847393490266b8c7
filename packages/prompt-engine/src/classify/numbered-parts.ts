/** A part marker: "1)", "(2)", "3." at the start or after a space, colon or line break. */
const marker = /(?:^|(?<=[\s:;,]))\(?([1-9])[).](?=\s)/gu;
/** A part marker by letter: "a)", "(b)" (a letter and a full stop is too often a word's end). */
const letterMarker = /(?:^|(?<=[\s:;,]))\(?([a-h])\)(?=\s)/gu;

/** A bare number before a piece with its article ("need 3 things. 1 a letter… 2 a training plan…"). */
const bareMarker = /(?:^|(?<=[\s:;,.]))([1-9])(?=\s+(?:an?|the|some)\s)/gu;

/** The markers of a request's parts, by number, by letter or by bare number, each with its place in the sequence. */
const partMarkers = (request: string) => {
  const numbered = [...request.matchAll(marker)].map((match) => ({ match, place: Number(match[1]) }));
  if (numbered.length >= 2) return numbered;
  const lettered = [...request.matchAll(letterMarker)].map((match) => ({ match, place: match[1]!.charCodeAt(0) - 96 }));
  if (lettered.length >= 2) return lettered;
  // Bare numbers count only as a whole run from 1 ("1 a letter… 2 a plan… 3 a caption").
  const bare = [...request.matchAll(bareMarker)].map((match) => ({ match, place: Number(match[1]) }));
  return bare.length >= 2 && bare.every(({ place }, index) => place === index + 1) ? bare : [];
};

/**
 * A part that adds to the deliverable before it rather than asking for one of its own: "2) in the
 * same email mention the report", "3) a shorter Slack version of it".
 */
const continuesPrevious =
  /\b(?:same|that|this|the above|above|your) (?:e-?mail|message|letter|text|post|note|reply|document|doc|draft|one)\b|\b(?:shorter|longer|short|slack|teams|text|sms|formal|informal|casual|friendlier|second|alternative|another|other) version\b|\bversion of (?:it|that|this)\b|\b(?:add|include|mention) (?:it |this |that )?(?:to|in) (?:it|that|the above)\b/iu;

/**
 * A part that sets a condition on the deliverable before it rather than naming one: "3. keep it
 * under 4 min", "2. include the story about how dad proposed", "4. no jargon".
 */
const constrainsPrevious =
  /^(?:please |and |also |but )?(?:include|keep|make (?:it|them|sure)|use|mention|add|avoid|don'?t|do not|never|no|not|without|under|at most|max(?:imum)?|less than|fewer than|end (?:it |them )?(?:with|on)|start (?:it |them )?with|open (?:it )?with|close (?:it )?with|finish (?:it )?with|in (?:a|an|the) \w+ tone|tone|written (?:in|for|as)|aim(?:ed)? (?:at|for))\b/iu;

/**
 * A part that asks for choices of a piece of the deliverable before it: "4. give me a couple options
 * for the closing line", "3) three titles for it".
 */
const choosesPiecePrevious =
  /\b(?:options?|alternatives?|versions?|choices|variations?|ideas?|suggestions?|titles?|names?) (?:for|of) (?:it|that|this|them|the (?:\w+ )?(?:line|sentence|opening|ending|closing|close|intro|introduction|hook|title|headline|subject line|sign-?off|joke|punchline))\b/iu;

/**
 * What the member wants someone else to do, said before the numbers ("I want them to (1) investigate,
 * (2) put a plan in place…", "asking the council to: 1. …"): the points of one letter, not asks.
 */
const demandsOfOthers =
  /\b(?:want|need|ask|asking|like|expect|require|requesting|demand|demanding|urge|urging)\s+(?:that\s+)?(?:them|him|her|they|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:to\s+)?[^.?!]{0,20}$|\b(?:they|he|she|the\s+[\w-]+)\s+(?:should|must|needs? to|will have to)\s*:?\s*$/iu;

/**
 * One written piece named before the numbers ("an email to our social worker", "a letter to the
 * council") and what it is to ask or say, just before them ("asking for two things:", "I want to
 * ask:"): the numbers are that piece's points, not asks of their own.
 */
const namesOnePiece =
  /\b(?:an?|one|the|my|our)\s+(?:[\w'-]+\s+){0,2}?(?:e-?mail|letter|message|note|reply|text|whatsapp)\b/iu;
const introducesPoints =
  /\b(?:ask(?:ing)?|request(?:ing)?|rais(?:e|ing)|cover(?:ing)?|mention(?:ing)?|say(?:ing)?|explain(?:ing)?|tell(?:ing)?|check(?:ing)?|demand(?:ing)?|insist(?:ing)? on|call(?:ing)? for|propos(?:e|ing)|list(?:ing)?|includ(?:e|ing))\b[^.?!:]{0,40}:?\s*$/iu;

/**
 * A request that opens by naming the one piece it wants ("Message for the U11 parents whatsapp.",
 * "Email to the committee:"): the numbers after it are that piece's points.
 */
const opensWithPiece =
  /^\W*(?:(?:a|an|the|my|our|quick|short)\s+)?(?:[\w'-]+\s+)?(?:e-?mail|letter|message|msg|note|reply|text|whatsapp(?: message)?|announcement|notice)\s+(?:for|to)\b[^.?!:\n]{0,80}[.:]?\s*$/iu;

/**
 * The parts of a request that numbers its asks ("3 things pls: 1) a name for the club 2) five
 * books 3) a note for the neighbours", or letters them "a) … b) …"), each without its number; []
 * when it numbers fewer than two, or not as 1, 2, 3….
 */
export const numberedParts = (request: string): string[] => {
  const markers = partMarkers(request);
  const sequence = markers.filter(({ place }, index) => place === index + 1).map(({ match }) => match);
  if (sequence.length < 2 || sequence.length !== markers.length) return [];
  const lead = request.slice(0, sequence[0]!.index);
  if (demandsOfOthers.test(lead.slice(-60))) return [];
  if (namesOnePiece.test(lead) && introducesPoints.test(lead.slice(-60))) return [];
  if (opensWithPiece.test(lead)) return [];
  // "c) a list of sponsors — actually forget c": the part taken back is no deliverable.
  const struck = struckPartOf(request);
  return sequence.flatMap((match, index) =>
    match[1]!.toLowerCase() === struck
      ? []
      : [request.slice(match.index + match[0].length, sequence[index + 1]?.index ?? request.length).trim()],
  );
};

/** A part the member takes back by its number or letter ("actually forget c", "scratch 3", "skip part 2"). */
const struckPart =
  /\b(?:forget|scratch|skip|ignore|drop|cancel|never ?mind|leave out|no need for)\s+(?:about\s+)?(?:part\s+|number\s+|no\.?\s*|point\s+)?\(?([a-h1-9])\)?(?![\w)])/iu;

/** The number or letter of the part the member takes back, if any. */
export const struckPartOf = (request: string): string | undefined => struckPart.exec(request)?.[1]?.toLowerCase();

/** The request's parts are lettered ("a) … b) …"), not numbered. */
export const lettersItsParts = (request: string): boolean =>
  [...request.matchAll(marker)].length < 2 &&
  [...request.matchAll(letterMarker)].length >= 2 &&
  numberedParts(request).length > 0;

/** An item of a bulleted list on a line of its own ("- what to buy before he comes home"). */
const bulletItem = /^\s*[-*•]\s+(\S.*)$/u;
/** The line before a list that introduces the member's asks ("things i need help with:", "questions:", "…can you do", "i need a few bits"). */
const introducesAsks =
  /\b(?:help(?: me)? with|need|want|questions?|things?|asks?|can (?:you|u)(?: \w+)?|please|pls)\b[^:\n]{0,40}:\s*$|\b(?:can|could|would) (?:you|u)(?: please| pls)? (?:do|write|make|draft|sort|give me)(?: (?:me|us))?\s*$|\b(?:i|we) need(?: (?:a few|some|a couple of|two|three|four) (?:bits|things|pieces|jobs))?\s*$/iu;

/**
 * The items of a bulleted list of asks ("things i need help with:\n- what to buy\n- how to set up a
 * room"), each without its bullet; [] when the list is no list of asks or has fewer than two items.
 */
export const bulletedParts = (request: string): string[] => {
  const lines = request.split("\n");
  const first = lines.findIndex((line) => bulletItem.test(line));
  if (first < 1 || !introducesAsks.test(lines[first - 1]!)) return [];
  const items: string[] = [];
  for (let at = first; at < lines.length && bulletItem.test(lines[at]!); at += 1)
    items.push(bulletItem.exec(lines[at]!)![1]!.trim());
  return items.length >= 2 ? items : [];
};

/** Things to make, as a list of pieces names them ("an agenda", "the official notice", "a simple table"). */
const PIECES =
  "agenda|notice|table|template|policy|e-?mail|letter|poster|flyer|leaflet|rota|checklist|plan|schedule|timetable|speech|toast|post|caption|message|msg|script|sign|menu|form|guide|summary|report|invoice|quote|contract|poem|story|quiz|bio|blurb|logo|newsletter|press release|announcement|reply|faq|handout|certificate|programme|itinerary|budget|spreadsheet|slogan|tagline|invitation|invite|label|sheet|description|song|card|cover letter|risk assessment|job ad|advert|minutes|notes|note|text|draw|bracket|fixture list|paragraph|waiver|disclaimer|routine|tips|ideas|suggestions|names|rules|list|order of service|biography|worksheet|risk assess?e?ment";

/**
 * Where a running sentence goes on to one more piece ("write the talk, and then a small sign for the
 * enclosure…, and also a few FAQ answers", "redo it so he fits in early and write a short note to
 * him", "write what each tier includes, then a whatsapp msg…, and a short list of rules"): "and
 * then", "and also" or "also", perhaps with an ask, or "and write" or "and draft" ("…and make a line
 * chart" is the same script's), before a piece counted or with its article; or ", then" or ", and"
 * before a piece named.
 */
const nextPiece = new RegExp(
  `,?\\s+(?:(?:and then|and also|then also|also)\\s+(?:(?:can|could) (?:you|u)\\s+)?(?:(?:do|write|make|draft|give me|need)\\s+)?|and\\s+(?:(?:can|could) (?:you|u)\\s+)?(?:write|draft)\\s+(?:me\\s+|us\\s+)?)(?=(?:an?|some|a few|\\d+|two|three|four|five)\\s+\\p{L})|,\\s+(?:then|and)\\s+(?=(?:an?|some|a few|\\d+|two|three|four|five)\\s+(?:[\\p{L}\\p{N}'-]+\\s+){0,3}?(?:${PIECES})s?\\b)`,
  "giu",
);

/** Quoted text, read over as blanks: an "and also" inside it is the quotation's, not the member's. */
const quoted = /"[^"\n]*"|“[^”\n]*”|(?<![\p{L}\p{N}])'[^'\n]{2,}'(?![\p{L}\p{N}])/gu;

/** The pieces a running sentence asks for one after another; [] for fewer than two. */
export const runningParts = (request: string): string[] => {
  const blanked = request.replace(quoted, (quote) => " ".repeat(quote.length));
  const parts: string[] = [];
  let from = 0;
  for (const match of blanked.matchAll(nextPiece)) {
    parts.push(request.slice(from, match.index).trim());
    from = match.index + match[0].length;
  }
  parts.push(request.slice(from).trim());
  const pieces = parts.filter((part) => part !== "");
  if (pieces.length < 2) return [];
  // "…also a shorter SMS version and a poster text": the last piece after "and" with no comma.
  const inner = lastPieceWithin.exec(pieces.at(-1)!.replace(quoted, (quote) => " ".repeat(quote.length)));
  if (!inner) return pieces;
  const last = pieces.pop()!;
  const andAt = inner.index + inner[0].search(/and/iu);
  return [...pieces, last.slice(0, andAt).trim(), last.slice(andAt + 3).trim()];
};

/** The piece a part names ("turn them into proper minutes" → "minutes", "an email to the band" → "email"), if any. */
export const pieceNamedIn = (part: string): string | undefined =>
  new RegExp(`\\b(?:an?|the|some|my|our|into|\\d+)\\s+(?:[\\p{L}'-]+\\s+){0,2}?(${PIECES})s?\\b`, "iu")
    .exec(part)?.[1]
    ?.toLowerCase()
    .replace(/^e-mail$/u, "email");

/** A piece named with its article or count ("a poster for…", "the email to our volunteers", "a 15 min warm up routine"). */
const withArticle = new RegExp(
  `^(?:and\\s+)?(?:(?:also|then)\\s+)?(?:an?|the|one|some|\\d+|two|three|four|five|my|our)\\s+(?:[\\p{L}\\p{N}'-]+\\s+){0,4}?(?:${PIECES})s?\\b`,
  "iu",
);
/** A piece named bare, in a list that has begun ("back label text in spanish", "tasting notes for each"). */
const namedPiece = new RegExp(
  `^(?:and\\s+)?(?:(?:also|then)\\s+)?(?:(?:an?|the|one|some|\\d+|two|three|four|five|my|our)\\s+)?(?:[\\p{L}\\p{N}'-]+\\s+){0,4}?(?:${PIECES})s?\\b`,
  "iu",
);
/** The last piece of a list joined by "and" with no comma before it ("…(…) and an email template"). */
const lastPieceWithin = new RegExp(
  `\\s+and\\s+(?=(?:an?|the|one|some|\\d+|two|three|four|five|my|our)\\s+(?:[\\p{L}\\p{N}'-]+\\s+){0,4}?(?:${PIECES})s?\\b)`,
  "iu",
);
/** The ask a list of pieces follows ("can you do me", "need:", "i need", "write"). */
const asksBefore =
  /(?:\b(?:can|could|would) (?:you|u)\b|\b(?:need|want|write|draft|make|create|do me|give me|put together)\b|:)[^,]*$/iu;
/** Text in brackets, read over as blanks: its commas are details of a piece, not a list of pieces. */
const bracketed = /\([^()\n]*\)/gu;

/**
 * The pieces a sentence lists after one ask, at least three, the last after "and" ("can you do me an
 * agenda for the AGM (…), the official notice that goes on the noticeboard…, and a simple table for a
 * rota"); [] when it lists no such pieces.
 */
export const listedParts = (request: string): string[] => {
  const blanked = request
    .replace(quoted, (quote) => " ".repeat(quote.length))
    .replace(bracketed, (b) => " ".repeat(b.length));
  const commas = [...blanked.matchAll(/,\s*/gu)].map((match) => [match.index, match.index + match[0].length]);
  const starts = [0, ...commas.map(([, end]) => end!)];
  const segments = starts.map((start, index) => blanked.slice(start, commas[index]?.[0] ?? blanked.length));
  for (let first = 0; first < segments.length - 1; first += 1) {
    // The first piece has its article ("could you write a poster"), or comes straight after a colon
    // ("I need: tasting notes for each").
    const at = [...segments[first]!.matchAll(/(?:^|\s)(?=\S)/gu)].find((word) => {
      const before = segments[first]!.slice(0, word.index);
      const rest = segments[first]!.slice(word.index).trimStart();
      return (withArticle.test(rest) || (/:\s*$/u.test(before) && namedPiece.test(rest))) && asksBefore.test(before);
    });
    if (!at) continue;
    let last = first;
    while (last + 1 < segments.length && namedPiece.test(segments[last + 1]!)) last += 1;
    // "…a FAQ with like 6 questions (…) and an email template": the last piece after "and" with no comma.
    const inner = /^and\s/iu.test(segments[last]!) ? undefined : lastPieceWithin.exec(segments[last]!);
    if (last - first + (inner ? 1 : 0) < 2 || (!inner && !/^and\s/iu.test(segments[last]!))) continue;
    const from = starts[first]! + at.index;
    const parts = [
      request.slice(from, commas[first]![0]).trim(),
      ...segments.slice(first + 1, last + 1).map((_, offset) => {
        const index = first + 1 + offset;
        return request
          .slice(starts[index], index === last ? request.length : commas[index]![0])
          .replace(/^and\s+/iu, "")
          .trim();
      }),
    ];
    if (!inner) return parts;
    // Where "and" stands, in the request as typed (the blanked text keeps every offset).
    const andAt = starts[last]! + inner.index + inner[0].search(/and/iu);
    const lastFrom = last === first ? from : starts[last]!;
    return [...parts.slice(0, -1), request.slice(lastFrom, andAt).trim(), request.slice(andAt + 3).trim()];
  }
  return [];
};

/**
 * The deliverables of a numbered request, or of a bulleted list of asks: its parts, with each part that adds to the one before
 * (the same e-mail, another version of it, a condition on it, choices for a piece of it) joined to
 * that one.
 */
export const deliverableParts = (request: string): string[] =>
  (numberedParts(request).length > 0
    ? numberedParts(request)
    : bulletedParts(request).length > 0
      ? bulletedParts(request)
      : listedParts(request).length > 0
        ? listedParts(request)
        : runningParts(request)
  ).reduce<string[]>((parts, part) => {
    const addsToPrevious =
      continuesPrevious.test(part) || constrainsPrevious.test(part) || choosesPiecePrevious.test(part);
    if (parts.length > 0 && addsToPrevious) parts[parts.length - 1] += ` ${part}`;
    else parts.push(part);
    return parts;
  }, []);
