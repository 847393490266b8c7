import type { KindProfile } from "./kind-profile.ts";
import {
  carriesManyPoints,
  chatAndCard,
  customerComplains,
  inNewspaper,
  isChat,
  isHandwritten,
  isPrinted,
  isStandingPost,
  repliesToCustomer,
  repliesToReview,
} from "./message-phrases.ts";
import { LENGTH_WORDS } from "./profile-phrases.ts";

/** What an expert insists on for a short message: a chat, a note by hand, a reply to a review or a customer. */
/** An obituary for the paper: a life told in order, not a message. */
const OBITUARY = ["obituary", "obituaries", "obit"];

export const messageProfile: KindProfile = {
  role: "someone who writes natural, well-judged short messages",
  rolesWhen: [{ when: OBITUARY, role: "an experienced writer of newspaper obituaries" }],
  essentials: [
    {
      text: "Write it the way a person types in a chat: short sentences, no subject line, no formal sign-off.",
      only: (signals) =>
        !isHandwritten(signals) && !repliesToReview(signals) && isChat(signals) && !chatAndCard(signals),
      // "she's 70 and pretty formal": the reader sets the register, not the medium; "sign from
      // Chiamaka & Tobi" asks for the sign-off the line would leave out.
      unless: [
        ...["formal", "formally", "formality", "professional", "professionally", "respectful"],
        ...["sign from", "sign it from", "sign off", "sign off as", "sign as", "signed from", "sign with", "sign it"],
      ],
    },
    {
      text: "Write the chat message the way a person types in a chat, with no formal sign-off, and the card as a few warm, specific sentences with a greeting and a sign-off.",
      only: (signals) =>
        chatAndCard(signals) && !isHandwritten(signals) && !repliesToReview(signals) && isChat(signals),
      unless: ["formal", "formally", "formality", "professional", "professionally", "respectful"],
    },
    {
      text: "Write it as a short handwritten note: a greeting, a few warm, specific sentences and a sign-off.",
      only: isHandwritten,
      // "2 lines max" for a leaving card leaves room for neither greeting nor sign-off.
      lengthens: true,
    },
    {
      text: "Write it as a public reply that other customers will read: courteous, specific to what the review says, and signed.",
      only: repliesToReview,
    },
    {
      text: "Write it for the paper's notices column: the person's name and the occasion first, who it is from, in full sentences with no chat abbreviations, within any word count I give.",
      only: inNewspaper,
      unless: OBITUARY,
    },
    {
      text: "Write it as the paper's obituary: the full name, age, and when and where they died first; then their life in a few warm, plain paragraphs; the family who survive them and who went before; and the service and memorial details last, within any word count I give.",
      when: OBITUARY,
    },
    {
      text: "Lay it out to be printed: what, when and where each on a line of its own, how to reply, and nothing that only works on a screen.",
      only: isPrinted,
    },
    {
      text: "Write it as the business to its customer: answer each point they raise, own what went wrong without a pile of excuses, say what we will do to put it right, and sign with the business's name.",
      only: (signals) => repliesToCustomer(signals) && customerComplains(signals),
    },
    // "reply to this customer with a rough quote and timeline": an enquiry, where nothing went wrong.
    {
      text: "Write it as the business to its customer: answer each point they raise, say plainly what we can offer and what happens next, and sign with the business's name.",
      only: (signals) => repliesToCustomer(signals) && !customerComplains(signals),
    },
    {
      text: "Say the one thing that matters first; keep it to a few lines a phone screen shows at once.",
      unless: LENGTH_WORDS,
      only: (signals) =>
        !isHandwritten(signals) && !isStandingPost(signals) && isChat(signals) && !carriesManyPoints(signals),
    },
    {
      text: "Say the one thing that matters first, then every point I give, each in a short line of its own.",
      unless: LENGTH_WORDS,
      only: (signals) =>
        !isHandwritten(signals) && !isStandingPost(signals) && isChat(signals) && carriesManyPoints(signals),
    },
    {
      text: "Match the relationship: as familiar as I would be with this person, no more.",
      only: isChat,
      setsTone: true,
    },
    {
      text: "Give two alternative versions after the first, one a little warmer and one a little more direct.",
      lengthens: true,
      // "like 5-6 sentences": the member has said what the one message is to be; a business
      // answering a customer or a review sends one reply.
      only: (signals) =>
        !signals.hasLength &&
        !repliesToCustomer(signals) &&
        !repliesToReview(signals) &&
        !isStandingPost(signals) &&
        !carriesManyPoints(signals) &&
        // "explaining how to turn on call blocking… step by step, one step per line": instructions
        // to follow, whose versions would only differ in what matters least.
        !/\b(?:step[- ]by[- ]step|steps|one step|instructions|how to (?:turn|set|use|switch|log|find|get))\b/u.test(
          signals.lower,
        ),
      // "keep it neutral, no emotions": a warmer version is the one thing the member ruled out.
      setsTone: true,
    },
  ],
  questions: ["recipient", "tone"],
  factual: true,
};
