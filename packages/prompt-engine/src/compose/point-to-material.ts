/** An introduction with no colon at a paragraph's end ("table is", "sheet looks like this", "I get this", "heres the code"). */
const introWithoutColon =
  /(\b(?:is|are|this|says|said|shows|reads|as follows|here it is|here(?:'s| is|s) (?:the|my|our) [\p{L}-]+))[ \t]*(\n\s*\n)/u;
const colonIntro = /:[ \t]*(\n+)(?=[ \t]*(?!\d+[.)]|[-*•])\S)/u;

/**
 * Pasted material that stood in the middle of the request ("left this note on my door:", the note,
 * then more of the member's words) is given apart; the colon that introduced it points to it, not
 * to the words that followed it. A list of asks after a colon is the member's own, left as typed.
 */
export const pointToMaterial = (request: string, material: string, materialFirst = false) =>
  material === ""
    ? request
    : materialFirst
      ? // "=COUNTIFS(…)", then "keeps giving 0": the words go on from the paste, as the member typed them.
        `(I pasted the material below first, then wrote:)\n\n${request}`
      : colonIntro.test(request)
        ? request.replace(colonIntro, ": (see the material below)$1")
        : request.replace(introWithoutColon, "$1 (see the material below)$2");
