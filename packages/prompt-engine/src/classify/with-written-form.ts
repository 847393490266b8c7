import { NEUTRAL_KIND, type KindId } from "../kinds.ts";
import { asksForPhrase } from "../text/contains-phrase.ts";

/** A bio asked for by name: "a 100 word speaker bio", "author bio for the back cover"; "orders via link in bio" names none. */
const namesBio = /(?<!\bin (?:my |the |our )?)\b(?:bio|biography)\b/iu;
/** A short bio as the thing to write: "a short bio of each carer", "my 100 word bio". */
const asksForBio = /\b(?:a|an|my|our|his|her|short|brief|\d+[- ]word)\s+(?:[\w'-]+\s+){0,2}?bio\b/iu;
/** A piece for readers that is not a bio: "an article on the bio of…" stays an article. */
const namesArticle = /\b(?:article|blog post|essay|feature)\b/iu;

/** A letter or an e-mail to write: "write a short letter to the parents", "draft an email to…". */
const asksForLetter =
  /\b(?:write|draft|compose|send|need|want|put together)\s+(?:me\s+|us\s+)?(?:a|an|the|my|our)\s+(?:[\w'-]+\s+){0,2}?(?<!cover\s)(?:letter|e-?mail)\b/iu;
/** A speech named as the thing to give ("my toast", "a short speech"), not a speech therapist's title. */
const asksForSpeech =
  /\b(?:a|an|my|the|his|her|our)\s+(?:[\w'-]+\s+){0,2}?(?:speech|toast|eulogy|talk|address|remarks)\b(?!\s*(?:and language|-language|therap|patholog))/iu;

/** "speech" in the member's job ("speech and language therapist", "speech therapy"), not a speech to give. */
const speechAsJob = /\bspeech(?:\s+and\s+language|-language)?\s+(?:therap|patholog)/iu;
/** A story or a rhyme named as the thing to write. */
const namesStory = /\b(?:story|stories|tale|poem|rhyme|rhymes|fable)\b/iu;

/** A covering letter that goes with a document, not with a job application. */
const coversDocument =
  /\bcover(?:ing)? letter\s+(?:to go |that goes |going )?(?:with|for)\s+(?:the|a|an|my|our|this|their)\s+(?:[\w'-]+\s+){0,2}?(?:notice|form|invoice|report|documents?|pack|parcel|cheque|payment|claim|statement|accounts|tender|quote|contract|renewal|tenancy|lease)\b/iu;

/** What a cover letter is for: a job or a place on a course, and someone to win over. */
const namesJob =
  /\b(?:jobs?|roles?|positions?|posts?|vacanc(?:y|ies)|hiring|internship|apprenticeship|employers?|interview|cv|resume|résumé|career|graduate scheme|placement|motivation letter|application letter|letter of application|statement of purpose|master'?s|masters|phd|degree|scholarship|fellowship|programme|admissions?)\b/iu;
/** A cover letter asked for: "write me a cover letter", "need a covering letter for…". */
const asksForCoverLetter =
  /\b(?:write|draft|need|want|put together|help with|do)\s+(?:me\s+|us\s+)?(?:a|an|my|the)\s+(?:[\w'-]+\s+){0,2}?cover(?:ing)? letter\b/iu;
/** A notice for print: a church bulletin, a noticeboard, a poster, a sign on a door. */
const printedNotice =
  // "his little sister ripped his poster": someone else's is a thing in the story, not one to write.
  /(?<!\b(?:his|her|their|its|\p{L}+'s)\s)\b(?:bulletin|noticeboard|notice board|poster|flyer|leaflet|handout|laminat\w*|welcome sheet|info(?:rmation)? sheet|parish notices|(?:notice|sign) (?:for|on|in) (?:the|our) (?:door|window|board|lobby|hall|church|lift|elevator|fridge|staff ?room|kitchen|toilets?))\b/iu;
/**
 * The words printed on a thing ("tattoo aftercare card text", "label copy", "the wording for our
 * sign"): copy for readers of the card or the sign, not a text message to someone.
 */
const printedWords =
  /\b(?:card|label|sign|signage|banner|sticker|packaging|tag|plaque|placard|board|poster|flyer|leaflet|brochure|menu|website|web ?page|page|box|bottle|jar)\s+(?:text|copy|wording)\b|\b(?:text|copy|wording)\s+(?:for|on)\s+(?:the|a|an|our|my)\s+(?:[\w'-]+\s+){0,2}?(?:card|label|sign|banner|sticker|packaging|tag|plaque|placard|board|poster|flyer|leaflet|brochure|menu|website|page|box|bottle|jar)s?\b/iu;
/** Terms, a waiver or a policy to draw up ("can u write booking T&Cs… one side of A4"): a document, not a message. */
const termsToDraw =
  /\b(?:t ?& ?cs?|t and cs|terms (?:and|&) conditions|terms of (?:service|business|booking|hire)|waivers?|disclaimers?)\b/iu;
/** A card or a note of thanks, sympathy or congratulations, written by hand or printed, not mailed. */
const cardNote =
  /\b(?:thank[- ]?you|thanks|sympathy|condolences?|get[- ]well|congratulations?|congrats)\s+(?:note|card)s?\b/iu;
/** A letter named first as the thing to write ("resignation letter for my job at the pharmacy…"). */
const opensWithLetter =
  /^\W*(?:(?:a|an|my|our)\s+)?(?:[\w'-]+\s+){0,2}?letter\s+(?:for|to|from|about|asking|saying)\b/iu;
/** An e-mail asked for, not one named to refuse it ("whatsapp message, not email"). */
const asksForEmail = (request: string) =>
  ["email", "e-mail"].some((medium) => asksForPhrase(request.toLowerCase(), medium));
/** The member names the medium it goes out in: an e-mail or a letter, not refused. */
const namesMailedMedium = (request: string) => asksForEmail(request) || asksForPhrase(request.toLowerCase(), "letter");
/** "a notice for our mosque", "a short notice for the parish newsletter": a notice to put up or print. */
const asksForNotice =
  /(?:^\W*|\b(?:a|the|short|brief)\s+(?:[\w'-]+\s+)?)notice\s+(?:(?:for|about)\s+(?:the|our|my)|(?:to|for)\s+(?:(?:all|the|our|my)\s+)?(?:[\w'-]+\s+)?(?:parents|residents|members|tenants|staff|families|customers|neighbou?rs|parishioners|guests))\b/iu;
/** The member changes the medium to a chat ("actually wait, make it a whatsapp message", "text instead"). */
const changesToChat =
  /\b(?:make it|change it to|send it as|do it as|turn it into)\s+(?:a |an |into a )?(?:whatsapp|text|sms|imessage|dm|telegram|signal)(?: message| msg)?\b/iu;
/** …and back again ("…no, make it an email after all"). */
const changesToEmail =
  /\b(?:make it|change it to|send it as|do it as|turn it into)\s+(?:an? )?e-?mail\b|\be-?mail instead\b/iu;
/** A chat medium named as the message's ("whatsapp broadcast msg", "for the group chat"), not a number to WhatsApp. */
const chatMedium =
  /\b(?:whatsapp|sms|imessage|telegram|viber|messenger)\s+(?:broadcast|message|msg|text|status|group|post)\b|\bbroadcast (?:message|msg)\b|\bgroup chat\b/iu;

/**
 * A text or a note named as the thing to write: "a polite but firm text to a customer", "a note back"
 * to a neighbour, "a note to leave on her car"; not "a text to speech" tool.
 */
const asksForTextOrNote =
  /\b(?:a|an|the|my|quick|short|polite|firm|friendly|nice)\s+(?:[\w'-]+\s+){0,3}?(?:(?:text|txt|sms)(?: message)?\s+(?:back\b|to\s+(?:a|an|the|my|our|his|her|their|each|every)\s+(?!speech\b|image\b|file\b|column\b|cell\b))|note\s+(?:back\b|to (?:leave|put|stick|slip|pop)\b))/iu;

/** A reader a letter is written to formally: a tax office, a court, a council, a bank, an employer. */
const formalReader =
  /\b(?:irs|hmrc|cra|tax office|revenue|council|court|tribunal|bank|insurer|insurance company|ombudsman|embassy|consulate|home office|immigration|government|department|agency|authority|letting agent|solicitor|employer|admissions)\b/iu;

/** A complaint addressed to someone in charge ("a complaint to the league secretary", "complain to the council"). */
const complaintToOfficial =
  /\bcomplain(?:t|ts|ing)? (?:to|with) (?:the|our|my|a)\s+(?:[\w&'-]+\s+){0,3}?(?:secretary|committee|league|association|council|chair|board|management|manager|headteacher|head teacher|principal|ombudsman|letting agent|federation|governing body|regulator)\b/iu;

/** A caption for something printed ("caption for lost cat poster"): words on paper, not a post in a feed. */
const captionForPrint =
  /\bcaption (?:for|on) (?:a |an |the |my |our )?(?:[\w'-]+ ){0,2}?(?:poster|flyer|sign|leaflet|noticeboard|notice|card|banner|display)s?\b/iu;
/** A piece named as formal ("write this as a formal complaint to my landlord in german"). */
const formalPiece = /\bformal (?:complaint|letter|notice|objection|appeal|request|grievance)\b/iu;
/** A piece that goes inside a mailing ("a short blurb for our synagogue's weekly email"), not the e-mail itself. */
const pieceInsideMailing =
  /\b(?:blurb|item|paragraph|piece|section|write-?up|snippet|notice|announcement|entry|spotlight)\s+(?:for|in|to go in|to put in)\s+(?:the|our|my|this|next)\s+(?:[\w'-]+\s+){0,3}?(?:e-?mail|newsletter|bulletin|mail-?out|mailer|e-?news)\b/iu;

/**
 * A short item for a newsletter, named by what it is ("PTA newsletter bit asking for volunteers", "a
 * blurb for the parish newsletter", "a 400 word piece for our club newsletter"): one item among
 * others, for readers who know the club, not a web article with a headline and subheadings.
 */
const newsletterItem =
  /\b(?:newsletter|bulletin|e-?news)\s+(?:bit|blurb|item|paragraph|snippet|slot|notice|plea|appeal|shout-?out|entry|piece|write-?up|report)\b|\b(?:bit|blurb|item|paragraph|snippet|slot|plea|appeal|shout-?out|piece|write-?up|report)\s+(?:for|in|to go in)\s+(?:the|our|my|this|next)\s+(?:[\w'-]+\s+){0,3}?(?:newsletter|bulletin|e-?news)\b/iu;

/** A club's or a school's newsletter to draft ("Draft the autumn newsletter for our caravan club. Items: …"). */
const asksForNewsletter =
  /\b(?:draft|write|put together|do|need|make|help with)\s+(?:me\s+|us\s+)?(?:the|our|a|an|this)\s+(?:[\w'-]+\s+){0,2}?newsletter\b(?!\s+(?:article|piece|item|blurb|section|feature))/iu;

/** A reference the member writes for someone else ("a reference letter for our former nanny"), not their own cover letter. */
const writesReference =
  /\b(?:reference|recommendation) letter\b|\bletter of (?:reference|recommendation)\b|\bcharacter reference\b|\b(?:reference|recommendation) for (?:my|our|her|him|a|an|the)\b/iu;

/** An invitation as the thing to write ("invitation for my dad's retirement party", "an invite to our bbq"). */
const asksForInvitation =
  /^\W*(?:[\w'-]+\s+){0,2}?(?:invitation|invite)s?\s+(?:for|to)\b|\b(?:a|an|the|our|my)\s+(?:[\w'-]+\s+){0,3}?(?:invitation|invite)s?\b(?!\s+(?:from|i got|we got))/iu;

/** Kinds a notice to put up or print is mistaken for. */
const noticeMisreadings = new Set<KindId>(["email", "message", "speech"]);

/**
 * Something in the request is to be heard: a speech named, a time to fill, a room, an occasion, a
 * recording. Every speech among the labelled requests says one of these; "what to say and not say
 * when a patient talks about dying", in a one-page guide, says none.
 */
const heardAloud =
  /\b(?:speech|toast|eulogy|talk|address|remarks|few words|out loud|aloud|read (?:it )?out|minutes?|mins?|seconds?|secs?|assembly|stage|podium|mic|microphone|crowd|audience|room|guests|congregation|ceremony|reception|wedding|funeral|memorial|retirement|presentation|pitch|script|vows|blessing|grace|tribute|speak\w*|spoken|deliver\w*|podcast|sermon|homily|voicemail|voice-?over|narrat\w+|what (?:do|should|can|will) i say|what i say|kick-?off|accepting)\b/iu;

/** Rules, a constitution or a policy to draft ("draft the tie-break rules for the league"). */
const draftsRules =
  /\b(?:draft|write|draw up|put together|need|make)\s+(?:me\s+|us\s+)?(?:the\s+|some\s+|our\s+|new\s+)?(?:[\w-]+\s+){0,2}?(?:rules|regulations|constitution|by-?laws|polic(?:y|ies))\b/iu;

/** Reports on pupils or students ("end of term reports", "school reports for my class", "reports for my harp students"). */
const pupilReports =
  /\b(?:end[- ]of[- ](?:term|year|season)|school|progress|pupil|student)\s+reports?\b|\breports?\s+(?:for|on)\s+(?:(?:my|our|the|each|all)\s+)?(?:[\w'-]+\s+)?(?:students|pupils|learners|class|kids|children|players|swimmers|trainees)\b/iu;

/** Kinds a written piece for readers is mistaken for when its words sound like them. */
const readAsSpoken = new Set<KindId>(["speech", "article", "essay"]);

/**
 * The written form a request names, where the classifier reads its words as another kind's.
 * "Write a 100 word speaker bio, I'm giving a talk at the club" reads as the talk, and "a short
 * bio of each carer for our newsletter" as the newsletter's article, but the deliverable is the
 * short profile: written like the other bios. "I'm a speech and language therapist, write a
 * letter to Oliver's parents" is a letter to read, not a speech with a hook and a toast. A "cover
 * letter" with no job in it is a letter, a cover letter asked for is no e-mail, and a notice for a bulletin or a noticeboard is neither an
 * e-mail nor a chat message to one person.
 */
export const withWrittenForm = (kind: KindId, request: string): KindId => {
  // "resignation letter for my job at the pharmacy…": a letter, however unsure the classifier.
  if (kind === NEUTRAL_KIND && opensWithLetter.test(request) && !/\bcover(?:ing)? letter\b/iu.test(request))
    return "email";
  // "a reference letter for our former nanny, she's applying for a teaching assistant job": the
  // member vouches for someone else, in a letter, and applies for nothing.
  if (kind === "cover-letter" && writesReference.test(request)) return "email";
  // "an invitation letter for my parents' visitor visa": a letter, with no job to apply for.
  if (kind === "cover-letter" && !/\bcover(?:ing)? letter\b/iu.test(request) && !namesJob.test(request)) return "email";
  // "a covering letter to go with the formal notice" to tenants: a letter that goes with a document.
  if (kind === "cover-letter" && coversDocument.test(request)) return "email";
  // "write me a cover letter for a haul truck operator position": the letter that goes with an
  // application, not an e-mail with a subject line and a deadline, unless an e-mail is what it is.
  if (kind === "email" && asksForCoverLetter.test(request) && !asksForEmail(request)) return "cover-letter";
  // "a notice for the Sunday bulletin… max 100 words, it has to fit in a box": no subject line or sign-off.
  if (
    noticeMisreadings.has(kind) &&
    (printedNotice.test(request) || asksForNotice.test(request)) &&
    !namesMailedMedium(request)
  )
    return NEUTRAL_KIND;
  if ((kind === "email" || kind === "message") && (pieceInsideMailing.test(request) || printedWords.test(request)))
    return NEUTRAL_KIND;
  // "i do bridal mehndi… can u write booking T&Cs": terms to print or send, laid out as a document.
  if ((kind === "email" || kind === "message") && termsToDraw.test(request) && !namesMailedMedium(request))
    return NEUTRAL_KIND;
  if (kind === "social-post" && captionForPrint.test(request)) return NEUTRAL_KIND;
  // "a thank you note to the Sharma family from the temple committee": a card's few lines, with no
  // subject line, unless an e-mail or a letter is named.
  if (kind === "email" && cardNote.test(request) && !namesMailedMedium(request)) return "message";
  if ((kind === "article" || kind === "email" || kind === "message") && newsletterItem.test(request))
    return NEUTRAL_KIND;
  // A newsletter of the member's items is no web article with a headline and 1,000 words.
  if (kind === "article" && asksForNewsletter.test(request)) return NEUTRAL_KIND;
  // "pls help me write whatsapp broadcast msg for my poultry customers": a chat message, not an e-mail.
  if (kind === "email" && chatMedium.test(request) && !asksForEmail(request)) return "message";
  // "…write an email to my landlord… actually wait, make it a whatsapp message not an email".
  const changed = changesToChat.exec(request);
  if (kind === "email" && changed && !changesToEmail.test(request.slice(changed.index + changed[0].length)))
    return "message";
  // "a polite but firm text to a customer who still hasn't paid", "a note back" to a neighbour: a
  // message, with no subject line, unless an e-mail or a letter is named too.
  if (kind === "email" && asksForTextOrNote.test(request) && !namesMailedMedium(request)) return "message";
  // "a complaint to the league secretary about a forfeit", with the chat that shows it pasted: a
  // complaint to someone in charge is written formally, whatever medium the evidence came in, and
  // so is "a formal complaint to my landlord".
  if (kind === "message" && (complaintToOfficial.test(request) || formalPiece.test(request))) return "email";
  // "I need to write the response letter that goes with the IRS form": a formal letter, not a chat message.
  if (kind === "message" && asksForLetter.test(request) && formalReader.test(request) && !chatMedium.test(request))
    return "email";
  // "draft the tie-break rules for the pub quiz league": rules for a quiz, not questions for one;
  // "need some rules to pin up: …max 2 out at once, clean hands": rules to write, not points to summarise.
  if ((kind === "quiz" || kind === "summary") && draftsRules.test(request)) return NEUTRAL_KIND;
  // "end of term reports for my harp students, 60 words each": a few lines on each pupil, no essay.
  if ((kind === "essay" || kind === "article") && pupilReports.test(request)) return NEUTRAL_KIND;
  if (!readAsSpoken.has(kind)) return kind;
  // "invitation for my dad's retirement party… make it fun": words to send the guests, not a speech at it.
  if (kind === "speech" && asksForInvitation.test(request) && !asksForSpeech.test(request)) return "message";
  if ((kind === "speech" && namesBio.test(request)) || (asksForBio.test(request) && !namesArticle.test(request)))
    return "resume";
  if (kind === "speech" && asksForLetter.test(request) && !asksForSpeech.test(request)) return "email";
  // "I'm a speech and language therapist. Can you write a short story for a 6 year old": the member's
  // job names the speech; the story is the thing to write.
  if (kind === "speech" && speechAsJob.test(request) && !asksForSpeech.test(request) && namesStory.test(request))
    return "creative-writing";
  // "a welcome thing for new volunteers… what to say and not say when a patient talks about dying":
  // nothing in it is to be heard, so no speech's rhythm and timing.
  if (kind === "speech" && !heardAloud.test(request)) return NEUTRAL_KIND;
  return kind;
};
