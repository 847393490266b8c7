import type { KindId } from "../kinds.ts";
import { looksLikeCode, printedError } from "../text/line-kinds.ts";

/** An e-mail's header lines, as a mail program pastes them ("From: Greg Alvarez", "Subject: RE: …"). */
const mailHeader = /^\s*(?:from|sent|to|cc|subject|date):\s+\S/imu;

/** The pasted material is an e-mail, with its headers. */
export const isPastedEmail = (material: string) =>
  (material.match(new RegExp(mailHeader.source, "gimu")) ?? []).length >= 2;

/**
 * A pasted text that opens with a greeting and closes on an e-mail's sign-off ("Hi Ama, thanks for
 * the drafts… Best, Derrick", with up to two lines of title and school or company under the name),
 * or that opens as a letter does ("Dear Customer, we regret…", unsigned as a company's often are):
 * a letter or an e-mail, even pasted on one line without its headers.
 */
const opensWithGreeting = /^\W{0,3}(?:hi|hello|dear|good (?:morning|afternoon))\b[^\n]{0,40}?[,!:]/iu;
const closesWithSignOff =
  /\b(?:best|regards|kind regards|best regards|warm regards|best wishes|many thanks|thanks|thank you|cheers|sincerely|yours sincerely|yours faithfully)\s*,?\s+(?<name>[\p{L}.' -]{1,40})(?:\s*\([^()\n]{1,60}\))?(?:\n[^\n]{1,60}){0,2}?\W{0,3}$/iu;
/** Rules the member draws above and below a paste ("---", "====="): no part of what they pasted. */
const withoutRules = (material: string) =>
  material
    .trim()
    .replace(/^(?:[-=*_~]{3,}[ \t]*\n\s*)+/u, "")
    .replace(/(?:\n\s*[-=*_~]{3,}[ \t]*)+$/u, "");
/** "Dear Customer," "Dear Mr Ortiz,": a letter's opening, which no one types in a chat. */
const opensAsLetter = /^\W{0,3}dear\b[^\n]{0,40}?[,:]/iu;
const readsAsLetter = (material: string) => {
  // "Plot 17 – notice of non-cultivation\nDear Mr Okafor, …": a heading line above the greeting is the letter's.
  const letter = withoutRules(material).replace(/^[^\n]{1,80}\n(?=\W{0,3}(?:dear|hi|hello)\b)/iu, "");
  const name = closesWithSignOff.exec(letter)?.groups?.name ?? "";
  return opensAsLetter.test(letter) || (opensWithGreeting.test(letter) && /^\p{Lu}/u.test(name));
};

/**
 * A message quoted inside the request rather than pasted below it ("my landlord sent me this: 'Hi
 * Sam, mould is caused by condensation… Regards, Derek' — can u write a reply"): the longest span
 * in quotation marks, long enough to be a message.
 */
const quotedMessage = (request: string) =>
  [...request.matchAll(/["“]([^"”\n]{40,})["”]|(?<!\p{L})'(\p{Lu}[^'\n]{39,})'(?!\p{L})/gu)]
    .map((match) => match[1] ?? match[2] ?? "")
    .sort((a, b) => b.length - a.length)[0] ?? "";

/** The request, or the label over the material, names an e-mail to answer: "His email:", "reply to this email". */
const namesEmail = /\b(?:his|her|their|this|that|the|[\w]+'s)\s+e-?mail\b/iu;

/** The member answers an e-mail they describe rather than paste ("a client emailed us…", "reply to her email"). */
const repliesToEmail =
  /\be-?mailed (?:me|us|our|my)\b[\s\S]*\b(?:reply|respond|response|answer|write back)\b|\b(?:reply|respond) to (?:her|his|their|the|this|an?) (?:\w+ )?e-?mail\b/iu;

/** The member asks for their answer to what is pasted. */
const asksForReply = /\b(?:reply|respond|response|answer|write back|get back to)\b/iu;

/** Readings of a reply to a pasted thread that miss the e-mail: a document with headings, or no kind. */
const documentReadings = new Set<KindId>(["business-document", "neutral"]);
/** Readings of a reply to a pasted message that miss the writing: advice about it, or no kind. */
const adviceReadings = new Set<KindId>(["advice", "question", "neutral"]);
/** Readings that rework the pasted text itself: a reply to it is a new text, unless the member drafted one. */
const reworkReadings = new Set<KindId>(["rewrite", "feedback"]);
/**
 * The paste came by e-mail though it carries one header or none: it opens on a subject line (no
 * chat has one), or the member says it came into an inbox ("this came into the practice inbox").
 */
const cameByMail = (request: string, material: string) =>
  material.trim() !== "" && (/^\W{0,3}subject:\s+\S/iu.test(material.trim()) || /\binbox\b/iu.test(request));

/** The member's own draft of the reply ("my draft", "what I've written"): reworking it stands. */
const ownDraft =
  /\b(?:my (?:draft|reply|response|version|answer|attempt)|i(?:'ve| have)? (?:wrote|written|drafted)|what i(?:'ve| have) got)\b/iu;
/**
 * The member asks for the reply itself: "help me respond:", "write a reply to this", "how do I
 * answer him", "I want to send an objection to the council about this". "Don't just give me the answer" wants the solution explained, not a reply.
 */
const asksToWriteReply =
  /\b(?:help me|write|draft|give me|need)\b(?![^.?!\n]{0,20}\b(?:the|an) answer\b)[^.?!\n]{0,20}\b(?:reply|respond|response|answer|write back)\b|\b(?:reply|respond|answer) (?:to )?(?:this|that|it|him|her|them)\b|\b(?:want|need|like|have) to (?:write back|reply|respond)\b|\bhow (?:should|do|can|would) (?:i|we) (?:reply|respond|answer)\b|\bhelp me (?:write|word|draft) (?:something|a (?:text|message|note))\b|\b(?:send|write|draft|lodge|submit|file)\b[^.?!\n]{0,20}\b(?:an? |my )?(?:objection|complaint|appeal)\b/iu;
/** The member names the form to write ("help me write a firm letter", "draft an email"), whatever way the message came. */
const namesFormToWrite = /\b(?:write|draft|send|compose)\b[^.?!\n]{0,25}\b(?:letter|e-?mail)\b/iu;

/** A statement of a program ("years_left = 65 - age", "print(total)"). */
const statement = /^\s*[\p{L}_][\p{L}\p{N}_.[\]]*\s*(?:[-+*/]?=(?!=)|\()/u;
/** Pasted code or what a program printed: nothing a person wrote to the member, whatever the request says of an answer. */
const isCode = (material: string) => {
  const lines = material.split("\n");
  return (
    printedError.test(material) || lines.some(looksLikeCode) || lines.filter((line) => statement.test(line)).length >= 2
  );
};

/**
 * What the member pastes came by a chat ("sent me this on WhatsApp", "texted me", "a text from my
 * landlord"), not a letter or an e-mail: "I told him by text" or "they can WhatsApp me" says nothing
 * of the paste.
 */
const cameByChat = (request: string, material: string) =>
  material.trim() !== "" &&
  /\b(?:(?:sent|got|received|messaged|wrote)\b[^.!?\n]{0,30}\b(?:on|via|over|by|in) (?:whatsapp|sms|imessage|messenger|telegram|signal|slack|a text|text|dm)|texted me|whatsapp(?:ed|'d) me|dm(?:ed|'d) me|(?:this|a) (?:whatsapp|text|sms|dm) from)\b/iu.test(
    request,
  );

/**
 * A message signed as a letter is ("…or I'm leaving a review everywhere.\n- Marcus"), or one from a
 * customer or client to the member's business, with no chat named: the answer goes back by e-mail,
 * greeting and sign-off and all, not as a chat's few lines.
 */
const signedWithDash = /\n\s*[-–—~]\s*\p{Lu}[\p{L}.' -]{0,30}\s*$/u;
const fromCustomer = /\b(?:customer|client|buyer|guest|supplier|vendor|tenant|parent of|passenger|complaint)\b/iu;
const namesChat =
  /\b(?:dms?|instagram|insta|facebook|fb|whatsapp|texts?|texted|sms|messenger|chat|slack|teams|reviews?|comments?)\b/iu;
const writtenAsMail = (request: string, material: string) =>
  (signedWithDash.test(material.trimEnd()) || fromCustomer.test(request)) && !namesChat.test(request);

/**
 * A reply to a pasted e-mail ("help me reply to this", then a thread with From: and Subject:
 * lines, or "His email:" and the e-mail) is an e-mail too, not a chat message, nor a document
 * with sections however much business the thread talks of.
 */
export const withPastedEmail = (kind: KindId, pastedText: string, request = ""): KindId => {
  const material = pastedText.trim() === "" ? quotedMessage(request) : pastedText;
  // A greeting and a sign-off on WhatsApp make no e-mail: the reply goes back the way it came.
  if (kind === "email" && cameByChat(request, material) && !isPastedEmail(material) && !namesFormToWrite.test(request))
    return "message";
  const pasted = isPastedEmail(material);
  const namesPastedEmail = material.trim() !== "" && namesEmail.test(`${request}\n${material.split("\n")[0]}`);
  // "A client emailed us angry that…  Write a reply": the answer goes back by e-mail, and so does a
  // business's answer to a customer's pasted complaint that came by no chat.
  if (kind === "message" && repliesToEmail.test(request)) return "email";
  if (
    kind === "message" &&
    material.trim() !== "" &&
    asksToWriteReply.test(request) &&
    writtenAsMail(request, material)
  )
    return "email";
  if (
    kind === "message" &&
    (pasted ||
      namesPastedEmail ||
      cameByMail(request, material) ||
      (readsAsLetter(material) && !cameByChat(request, material)))
  )
    return "email";
  if (documentReadings.has(kind) && pasted && asksForReply.test(request)) return "email";
  // "my landlord sent this, help me respond:" and the message: the answer is the reply, not advice on it.
  // "^ got this today. can u help me reply": the reply is a text of its own, not the letter reworked.
  const readsPast = adviceReadings.has(kind) || (reworkReadings.has(kind) && !ownDraft.test(request));
  if (readsPast && material.trim() !== "" && !isCode(material) && asksToWriteReply.test(request))
    return pasted ||
      namesPastedEmail ||
      cameByMail(request, material) ||
      namesFormToWrite.test(request) ||
      (readsAsLetter(material) && !cameByChat(request, material)) ||
      writtenAsMail(request, material)
      ? "email"
      : "message";
  return kind;
};
