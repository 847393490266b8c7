import { NEUTRAL_KIND, type KindId } from "../kinds.ts";

/** Kinds whose deliverable is a text to send: the member must ask for one. */
const textsToSend = new Set<KindId>(["message", "email", "social-post"]);
/** An ask to write something ("reply to…", "what should I say", "draft…"), as opposed to talk of messages. */
const writingAsk =
  /\b(?:write|draft|reply|respond|compose|send|word|phrase|rewrite|in writing|redactar|escribir\w*|rédiger|écrire|schreiben|help me (?:say|tell|text|answer)|what (?:do|should|can|could) i (?:say|write|text|send|reply|put)|how (?:do|should|can) i (?:say|word|phrase|reply|respond|tell)|(?:email|e-mail|text|message|dm|post|caption|tweet|letter|note) (?:to|for|about|asking|telling|saying|announcing|thanking)|(?:email|e-mail|text|message|dm) (?:my|him|her|them|back|the)|can you say)\b/iu;

/**
 * A question about whether to act ("do I say something or let it go?") that never asks for a text
 * is not a message to write, whatever the words around it: the neutral structure answers it.
 */
export const withoutUnaskedText = (kind: KindId, request: string): KindId =>
  textsToSend.has(kind) && request.includes("?") && !writingAsk.test(request) ? NEUTRAL_KIND : kind;
