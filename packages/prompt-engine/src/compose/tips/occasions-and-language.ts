import { DECLINING } from "../profiles/profile-phrases.ts";
import { RAISES_NOTHING, type ExpertTip } from "./expert-tip.ts";

/** A note on paper: through the door, under the wiper, on the notice board. */
const PAPER_NOTE = /\b(?:note|letter|card|letterbox|letter box|notice)\b/u;

/** Expertise for speeches, invitations, translations, verse, video scripts, adverts and images. */
export const occasionsAndLanguageTips: ExpertTip[] = [
  // A nuisance the member raises; a note through the door needs a signature, a text does not.
  {
    kinds: ["message", "email"],
    about: "neighbour neighbor parking driveway blocked bins",
    // A note between neighbours, not a council's letter to 80 flats about a bin store.
    when: ["neighbour", "neighbor", "neighbours", "neighbors", "next door", "next-door"],
    text: "Sign the note with a name and house number rather than leaving it anonymous, say what happens and when, and make one concrete request that's easy to agree to.",
    unless: RAISES_NOTHING,
    whenPattern: PAPER_NOTE,
  },
  {
    kinds: ["message", "email"],
    about: "neighbour neighbor parking driveway blocked bins",
    text: "Name the problem plainly and make one concrete request that's easy to agree to, in a tone that keeps us on good terms.",
    // To the neighbour: an objection to the council's planning committee or a report to an authority is no neighbourly note.
    unless: [...RAISES_NOTHING, "planning", "council", "objection", "object to", "environmental health", "police"],
    whenPattern: new RegExp(`^(?![\\s\\S]*${PAPER_NOTE.source})`, "u"),
  },
  {
    kinds: ["marketing-copy", "business-document"],
    about: "job ad advert vacancy hiring recruit",
    text: "Open with what the day-to-day work involves and why someone would want it, state pay, hours and location plainly, and end with how to apply and the closing date.",
  },
  {
    kinds: ["speech"],
    about: "father bride daughter dad fob",
    // The bride's father's speech, not a brother's toast that mentions their dad.
    when: ["father of the bride", "father-of-the-bride", "dad of the bride", "my daughter", "our daughter", "fob"],
    text: "Cover the traditional jobs of this speech — welcoming guests, thanking hosts and helpers, a story about the daughter, welcoming the new spouse and their family — and check the couple's running order.",
  },
  {
    kinds: ["speech"],
    about: "groom bride bridesmaids wedding reception newlyweds",
    text: "If I am the groom or one of the couple, build in the expected thank-yous (parents, in-laws, wedding party, guests who travelled) without letting them become a list, and end on a specific tribute to my spouse.",
    unless: ["best man", "maid of honour", "maid of honor", "father of the bride", "mother of the bride"],
  },
  {
    kinds: ["message", "email"],
    about: "wedding invitation invitations ceremony reception nuptials",
    text: "Name the hosts, couple, date, time, venue and RSVP deadline clearly, and state details like adults-only or dress code politely on the invitation or website rather than leaving guests guessing.",
  },
  {
    kinds: ["speech"],
    about: "nervous nerves public speaking cue cards",
    text: "Write for the ear — short sentences, one idea each, rounded numbers — and offer a cue-card version with key phrases and marked pauses so the speaker isn't reading word for word.",
    unless: ["word for word", "word-for-word"],
  },
  {
    kinds: ["speech"],
    about: "birthday 50th 60th 40th 70th milestone",
    text: "Structure it around a few stories from different stages of the person's life, keep age jokes gentle and few, and end with a specific wish or toast to the year ahead.",
    unless: ["no jokes", "no toast"],
  },
  {
    kinds: ["speech"],
    about: "eulogy estranged complicated strained abusive difficult",
    text: "Focus on true, specific things that can be honoured, acknowledge complexity lightly without airing grievances, and avoid sentiments the speaker can't say sincerely, since mourners notice.",
  },
  {
    kinds: ["message", "email"],
    about: "party invitation invite rsvp invitations",
    text: "Include start and end times, the address with parking or access notes, an RSVP date and contact, whether parents stay or drop off, and a prompt to mention allergies.",
    // A child's party, where parents drop off: not a retirement do at the office.
    when: [
      "kid",
      "kids",
      "child",
      "children",
      "son",
      "daughter",
      "year old",
      "yr old",
      "yo",
      "toddler",
      "parents",
      "classmates",
      "class",
    ],
    // A baby's first birthday: the parents come with the baby, and there is no drop-off to settle.
    unless: [...DECLINING, "1st birthday", "first birthday", "turning 1", "turning one", "1st bday", "first bday"],
  },
  {
    kinds: ["message"],
    about: "decline declining bridesmaid groomsman usher refuse",
    text: "Turn down the role warmly but clearly, give an honest reason if possible (cost, time), and say what I will do instead, like attending and helping on the day.",
  },
  {
    kinds: ["message", "advice"],
    about: "lend lending loan borrow borrowing money",
    text: "Make the refusal about a personal rule or current situation rather than the borrower's reliability, keep it short and final, and offer non-financial help only if it's genuine.",
    // Someone asks the member to lend: not a bank's loan the member pays off.
    when: ["lend", "lending", "borrow", "borrowing", "asked me for", "asking me for", "asks me for", "wants to borrow"],
    // Refusing a loan, not asking for one to be repaid.
    unless: [
      "i lent",
      "lent",
      "owes me",
      "pay me back",
      "paid me back",
      "paid back",
      "repay",
      "repaid",
      "hasn't paid",
      "hasnt paid",
    ],
  },
  {
    kinds: ["translation"],
    about: "formal business letter salutation greeting correspondence",
    text: "Replace greetings and sign-offs with the target language's conventional formulas (e.g. 'Sehr geehrte Damen und Herren', 'Veuillez agréer…', 'Atentamente') instead of translating 'Dear' and 'Best regards' literally.",
  },
  {
    kinds: ["translation"],
    about: "japanese keigo desu masu polite honorific",
    text: "Choose the keigo level for the relationship — teineigo for neutral politeness, sonkeigo for the other person's actions, kenjōgo for one's own — and ask who the reader is when it isn't clear.",
  },
  {
    kinds: ["translation"],
    about: "casual slang informal chat texting friend",
    text: "Keep the casual register, contractions and slang level of the original with natural target-language equivalents rather than textbook phrasing, and note any slang that only works in one country.",
  },
  {
    kinds: ["translation"],
    about: "portuguese brazil portugal brazilian european translate",
    text: "Ask whether the text is for Brazil or Portugal, since forms of address (você versus tu or o senhor), vocabulary (ônibus/autocarro, celular/telemóvel) and spelling differ enough to mark it foreign.",
    unless: ["brazil", "portugal", "brazilian", "european portuguese"],
  },
  {
    kinds: ["translation"],
    about: "gender agreement masculine feminine addressee",
    text: "When adjectives or participles must agree with the reader (French, Spanish, Italian, Arabic), ask the addressee's gender and number, or flag which form was chosen rather than silently defaulting to masculine.",
  },
  {
    kinds: ["translation"],
    about: "arabic dialect egyptian levantine msa translate",
    text: "Ask whether the text needs Modern Standard Arabic (formal writing, signs, documents) or a spoken dialect such as Egyptian or Levantine for chat and ads, since each sounds unnatural in the other's setting.",
    // A register or a dialect the member has named already answers the question.
    unless: [
      ...["msa", "modern standard", "standard arabic", "formal arabic", "classical", "fusha", "fus-ha", "dialect"],
      ...["egyptian", "levantine", "gulf", "khaleeji", "moroccan", "darija", "algerian", "tunisian", "lebanese"],
      ...["syrian", "palestinian", "jordanian", "iraqi", "saudi", "emirati", "sudanese"],
    ],
  },
  {
    kinds: ["translation"],
    about: "subtitles subtitle srt captions caption timestamps",
    text: "Leave SRT numbering and timestamps untouched, keep to two lines of about 42 characters each, and condense wording so it can be read at roughly 15–17 characters per second.",
    unless: ["characters per line", "reading speed", "one line"],
  },
  {
    kinds: ["creative-writing"],
    about: "haiku syllables season autumn nature kigo",
    text: "Beyond the 5-7-5 count, include a seasonal reference and a cut that juxtaposes two images, keep to one present moment with concrete sensory detail, and avoid naming the emotion directly.",
  },
  {
    kinds: ["creative-writing"],
    about: "limerick limericks aabba rhyme silly nonsense",
    text: "Use the AABBA rhyme with a bouncing da-da-DUM rhythm — three beats in lines 1, 2 and 5, two in lines 3 and 4 — and save the twist for the last line.",
    // A limerick's form only when a limerick is asked for.
    when: ["limerick", "limericks", "aabba"],
  },
  {
    kinds: ["creative-writing"],
    about: "sonnet sonnets shakespearean petrarchan iambic pentameter",
    text: "Keep iambic pentameter, follow the chosen rhyme scheme (Shakespearean ABAB CDCD EFEF GG or Petrarchan ABBAABBA plus a sestet), and place a clear turn in thought at the volta.",
  },
  {
    kinds: ["creative-writing"],
    about: "free verse unrhymed imagery modern poetry",
    text: "Favour concrete sensory images over abstract nouns like love or hope, break lines on words that carry weight, and drop rhyme unless it's asked for.",
  },
  {
    kinds: ["creative-writing"],
    about: "parody spoof tune melody karaoke lyrics",
    text: "Match the original's syllable count and stress pattern line by line so the new words fit the melody, keep rhymes in the same positions, and quote no more of the original lyric than needed.",
  },
  {
    kinds: ["speech"],
    about: "voiceover voice narration narrator explainer",
    text: "Time the script at roughly 150 spoken words a minute unless I set a pace, write numbers, dates and acronyms as they should be spoken, and add phonetic guides for unusual names.",
  },
  {
    kinds: ["speech", "social-post", "marketing-copy"],
    about: "tiktok reels instagram vertical youtube shorts",
    text: "Put the hook in the first two seconds, both spoken and as on-screen text, lay out separate columns for voiceover, on-screen text and visuals, and end on a loop or a single call to action.",
    // Short vertical video, not a long video's intro.
    when: [
      "tiktok",
      "reel",
      "reels",
      "shorts",
      "short-form",
      "short form",
      "vertical",
      "instagram",
      "story",
      "stories",
    ],
  },
  {
    kinds: ["speech", "marketing-copy"],
    about: "explainer corporate storyboard scenes shots video",
    text: "Use a two-column audio/visual script, one scene per row with estimated seconds, so each line of narration is paired with what is on screen.",
  },
  {
    kinds: ["speech", "how-to"],
    about: "tutorial screencast screen recording demo walkthrough",
    text: "Narrate each action just before it happens using the exact on-screen labels, mark pauses for loading, and state the software version and starting point at the top.",
  },
  {
    kinds: ["marketing-copy"],
    about: "flyer flyers poster leaflet noticeboard community",
    text: "Give one headline readable from across a room, then only what, when, where, cost and how to book, with a short URL or QR code, leaving further detail for the website.",
  },
  {
    kinds: ["marketing-copy", "social-post"],
    about: "lost missing miss pet dog cat",
    text: "Put 'LOST DOG' or 'LOST CAT' and a clear photo at the top, then distinctive markings, area and date last seen, and a large phone number, holding back one detail to verify genuine callers.",
    // A pet gone missing, not any post about dogs ("14 dogs adopted at the pet store") nor a
    // fete's notice that lost dogs go to the first-aid tent.
    whenPattern:
      /\b(?:(?:has|have|is|are|was|went|gone|been|go) (?:\w+ )?missing|(?:missing|lost) since|ran away|run away|runaway|ran off|escaped|got out|last seen|sightings?|(?:lost|missing) (?:\w+ ){0,2}(?:dog|cat|puppy|kitten|pet|tortoise|parrot|budgie|rabbit|bunny|ferret)(?!s))\b/u,
  },
  {
    kinds: ["image-prompt"],
    about: "colouring coloring page printable outline lineart",
    text: "Ask for clean black line art on white with no shading, grey or fill, bold closed outlines, and simple large shapes for young children or finer detail for older ones.",
    // A page to colour in has no colours of its own.
    unless: [
      "colour",
      "colours",
      "color",
      "colors",
      "colourful",
      "colorful",
      "pastel",
      "watercolour",
      "watercolor",
      "palette",
      "painted",
    ],
  },
  {
    kinds: ["image-prompt"],
    about: "sticker shirt merch diecut print apparel",
    text: "Specify a single isolated subject on a plain background with a thick outline, limited flat colours and no fine gradients, so it survives background removal, vectorising and printing.",
  },
  {
    kinds: ["image-prompt"],
    about: "style artist artists painter inspired aesthetic",
    text: "Describe the style's visible features — medium, brushwork, palette, era, composition — instead of naming living artists, which some platforms block and which raises copying concerns.",
  },
];
