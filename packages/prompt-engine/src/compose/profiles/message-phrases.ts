/** How a message is sent and to whom, read from the request: by hand, in public to a review, or as a business to its customer. */
import { withoutQuotations } from "../../text/without-quotations.ts";
import type { RequestSignals } from "../signals.ts";

/**
 * Written by hand, whatever medium was named before: "Make it a WhatsApp message. Actually wait, I'll
 * send a card, so something I can handwrite inside it".
 */
const handwrites = /\bhand-?writ\w*|\b(?:inside|in) (?:a|the) card\b/u;

/**
 * Words to print ("we'll print it on cards", "printed invitations", "for print"): neither a chat
 * nor a note by hand. A print that is a thing ("a paw print", "the fine print", "an art print") is not.
 */
export const isPrinted = (signals: RequestSignals) =>
  /\b(?:printed|printing|printable|print-?outs?|print (?:it|this|them|these|out|off|on|at)|(?:to|will|'ll|can|could|gonna|we|i|and|then|for|or) print)\b(?! ?screen)/u.test(
    // "3d printed plant pots" are made by a printer, not words laid out for paper.
    signals.lower.replace(/\b3-?d[- ]?print\w*/gu, " "),
  );

/** A note or a card written by hand, not a chat message ("a thank you note to my neighbour", not "a text, not a hallmark card"). */
export const isHandwritten = (signals: RequestSignals) =>
  !isPrinted(signals) &&
  (handwrites.test(signals.lower) ||
    (/\bnote\b|\b(?<!(?:student|id|credit|debit|bank|sim|gift|loyalty|library|key|membership|business|sd|memory|graphics) )card\b/u.test(
      signals.lower,
    ) &&
      // "a translator's note" in a reply to an e-mail is no note on paper; "my number so they can text
      // me" is how they answer the note, not what it is.
      !/\b(?:text|txt|texting|whatsapp|dm|sms|imessage|hallmark|slack|teams|chat|e-?mail|e-?mailed)\b|'s note\b/u.test(
        signals.lower.replace(
          /\b(?:can|could|to|or|and|will|should)\s+(?:call\s+or\s+)?(?:text|txt|whatsapp|e-?mail|message|dm)\s+(?:me|us)\b/gu,
          "",
        ),
      )));

/** A review at work or of work ("her review last month", "my performance review", "code review"). */
const workReview =
  /\b(?:(?:his|her|their|my|your|our|annual|yearly|performance|pay|salary|mid-?year|year-?end|probation(?:ary)?|code|peer|appraisal|6-month|six-month) review)\b/gu;

/** A reply to a customer's review, which the public reads under it. */
export const repliesToReview = (signals: RequestSignals) => {
  // "she asked for more responsibility in her review last month": a review at work, not a customer's.
  const own = withoutQuotations(signals.lower).replace(workReview, " ");
  // "Someone left this on our Google page, help me reply": a review by where it was left.
  // An Airbnb booked for a trip is no review, nor is "my 5 star rating" on Etsy: what a guest or a
  // patient "left" on a listing or on Google is, as are its stars (★☆☆☆☆) and a reply said to be public.
  return (
    (/\b(?:reviews?|google (?:page|listing|profile|maps)|yelp|tripadvisor|trustpilot)\b/u.test(own) ||
      /[★☆]/u.test(signals.lower) ||
      // "1 star. Absolute cowboys…" quoted: the text answered is a review with its rating.
      (/\b(?:[1-5]|one|two|three|four|five)[- ]stars?\b/u.test(signals.lower) &&
        !/\b(?:[1-5]|one|two|three|four|five)[- ]stars?\b/u.test(own)) ||
      /\b(?:its|it's|it is|reply is|answer is) public\b|\breply publicly\b|\b(?:future|other) (?:guests|customers|patients|buyers) (?:will )?(?:see|read)\b/u.test(
        own,
      ) ||
      (/\b(?:airbnb|google|facebook page|booking\.com|etsy|amazon)\b/u.test(own) &&
        /\b(?:guest|left|wrote|posted)\b/u.test(own))) &&
    /\b(?:reply|respond|response|answer)\w*\b/u.test(own)
  );
};

/**
 * A business answering a customer's message or complaint ("help me reply this customer", "a
 * client complained about…"): the business's reply, not a chat between friends.
 */
export const repliesToCustomer = (signals: RequestSignals) => {
  const own = withoutQuotations(signals.lower);
  return (
    !repliesToReview(signals) &&
    (/\b(?:reply|respond|answer|write back)(?:ing)?\s+(?:to\s+)?(?:this|a|an|the|my|our|that)?\s*(?:angry |upset |unhappy )?(?:customer|client|guest|buyer|patient)s?\b/u.test(
      own,
    ) ||
      /\b(?:customer|client|guest|buyer)s?\b[^.?!]{0,60}\bcomplain\w*|\bcomplaint from (?:a|an|the|my|our) (?:customer|client|guest|buyer)\b/u.test(
        own,
      ) ||
      // "customer email below, can you draft a reply": the business answers what a customer sent.
      (/\b(?:customer|client|guest|buyer)(?:'s)?\s+(?:e-?mail|message|msg|enquiry|inquiry)\b/u.test(own) &&
        /\b(?:reply|respond|response|answer)\w*\b/u.test(own)))
  );
};
/**
 * A post a group reads and comes back to ("the rules/welcome message for my discord server", "a
 * pinned announcement", a pasted schedule made a message for the group): it holds every point the
 * member lists or pastes, however many, not a few lines, and goes out in one version.
 */
export const isStandingPost = (signals: RequestSignals) =>
  // "turn it into a whatsapp message for the parents group", under a pasted rehearsal schedule.
  (signals.hasMaterial &&
    /\b(?:turn|make|put|convert) (?:it|this|these|them) into\b[^.?!]{0,40}\b(?:group|groupchat|channel|everyone)\b/u.test(
      signals.lower,
    )) ||
  /\b(?:rules|guidelines|welcome|faq|newsletter)(?:\s*(?:\/|and|&|\+)\s*\w+)?\s+(?:message|post|msg|channel|text)\b|\bannouncements?\b|\bpinned (?:message|post|msg)\b|\b(?:write|writing|draft\w*) (?:the |our |some )?(?:rules|guidelines)\b/u.test(
    withoutQuotations(signals.lower),
  );

/**
 * A message that carries many points ("welcoming them, saying the first inspection is sat 12 may
 * 10am at the apiary, bring a veil and gloves, and that they can text me any time"): four or more,
 * by the commas and "and"s after what it is to say. Each needs its line; a few lines cannot hold them.
 */
export const carriesManyPoints = ({ lower }: RequestSignals) => {
  const own = withoutQuotations(lower);
  const said =
    /\b(?:saying|to say|telling|tell (?:them|him|her|everyone)|explaining|letting|welcoming|reminding|asking|covering|including)\b/u.exec(
      own,
    );
  if (!said) return false;
  const points = own
    .slice(said.index)
    .split(/[.?!](?:\s|$)/u)[0]!
    .split(/,|\band\b/u)
    .filter((point) => point.trim() !== "");
  return points.length >= 4;
};

/** Something went wrong for the customer ("a client complained", "angry customer", "the order came broken"). */
export const customerComplains = ({ lower }: RequestSignals) =>
  /\b(?:complain\w*|angry|upset|unhappy|annoyed|furious|refunds?|wrong|broken|faulty|damaged|late|delayed|missing|never arrived|rude|disappointed|issues?|problems?|mistakes?|mix-?up|reported|not working|doesn'?t work|greyed out|bugs?|errors?|outage|fail\w*|stopped|crash\w*)\b/u.test(
    withoutQuotations(lower),
  );

/** A notice in a newspaper's column ("for the local paper, the Western Telegraph… a paid notice", an obituary for the Daily Journal). */
export const inNewspaper = (signals: RequestSignals) =>
  /\b(?:newspaper|local paper|(?:in|for) the paper|paid notice|classifieds?|notices (?:page|column)|gazette|telegraph|herald|chronicle|journal|daily \w+ charges|obituar(?:y|ies)|obit|death notice)\b/u.test(
    signals.lower,
  );

/** "a group text or email": the member leaves the medium open, so no chat's shortness is asked. */
const mediumOpen =
  /\b(?:text|message|whatsapp|dm)\s*(?:or|\/)\s*(?:an? )?e-?mail\b|\be-?mail\s*(?:or|\/)\s*(?:an? )?(?:text|message|whatsapp|dm)\b/u;

/** A message typed to one person or a group, read on a phone. */
export const isChat = (signals: RequestSignals) =>
  !repliesToCustomer(signals) && !isPrinted(signals) && !inNewspaper(signals) && !mediumOpen.test(signals.lower);

/**
 * A message for a chat and a card to sign, asked together ("one for the office whatsapp group and
 * a longer one for the card"): each is written for its own medium.
 */
export const chatAndCard = (signals: RequestSignals) =>
  /\b(?:whatsapp|group chat|chat|slack|teams|sms|imessage|text message|(?:a|the|quick) text|text (?:her|him|them))\b/u.test(
    signals.lower,
  ) &&
  // A card to sign or send, not one to bring ("bring your insurance card").
  /\b(?:the|a) card\b|\b(?:sympathy|condolence|birthday|thank[- ]you|greetings?|get well|wedding|leaving|retirement|christmas|anniversary) cards?\b/u.test(
    signals.lower,
  );
