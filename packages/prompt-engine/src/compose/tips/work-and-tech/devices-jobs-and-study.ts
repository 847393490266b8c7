import type { ExpertTip } from "../expert-tip.ts";

/** Devices, accounts and home tech support, automation, data analysis, job search and work, school and study, job applications and interviews. */
export const devicesJobsAndStudyTips: ExpertTip[] = [
  // Devices, accounts and home tech support.
  {
    kinds: ["how-to", "question"],
    about: "router reset factory netgear modem internet dropping",
    when: ["router", "modem"],
    text: "Tell apart a restart (power off for 30 seconds), which is what fixes a dropping connection, from a factory reset (holding the reset button about 10 seconds), which wipes the Wi-Fi name, password and any provider login, so note those from the router's label or provider first.",
  },
  {
    kinds: ["how-to", "question", "advice"],
    about: "wifi drop slow signal room weak",
    when: ["wifi", "wi-fi", "wi fi"],
    text: "Compare a speed test next to the router (or on a cable) with one in the problem room to tell a broadband fault from weak Wi-Fi, then try moving the router, the 5 GHz band or a less crowded channel, and a mesh system for dead spots.",
  },
  {
    kinds: ["how-to", "question"],
    about: "printer print offline wireless driver setup",
    when: ["printer", "printers"],
    text: "Use the maker's current driver or app for the exact model, connect the printer to the same network as the computer (many only join 2.4 GHz Wi-Fi), and for 'offline', restart printer and router and clear the print queue before reinstalling.",
  },
  {
    kinds: ["how-to", "question"],
    about: "two-factor 2fa two step verification authenticator",
    when: ["2fa", "two-factor", "two factor", "2-step", "two-step", "2 step", "two step verification", "authenticator"],
    text: "Prefer an authenticator app or passkey over SMS codes where offered, save the backup codes somewhere safe offline before finishing, and add a second recovery method so a lost phone doesn't lock the account.",
  },
  {
    kinds: ["how-to", "question", "advice"],
    about: "hacked compromised account someone logged",
    when: ["hacked", "compromised", "someone logged", "someone else"],
    text: "Secure the email account first from a clean device: change the password, sign out all sessions, and remove forwarding rules and recovery details the attacker may have added; then turn on two-step verification and change any reused passwords.",
  },
  {
    kinds: ["how-to", "question", "advice"],
    about: "password passwords manager strong remember reuse",
    unless: ["forgot", "forgotten", "reset", "hacked"],
    text: "Recommend a password manager with one long passphrase as the master password, a unique password for every site, and two-step verification on the email account first, since it can reset everything else.",
  },
  {
    kinds: ["how-to", "question"],
    about: "factory reset sell selling trade old phone iphone android wipe",
    when: ["sell", "selling", "trade", "give away", "giving"],
    text: "Back up first, then sign out of the Apple ID / Find My (iPhone) or remove the Google account (Android) before erasing, or activation lock will block the next owner, and remove the SIM or delete the eSIM.",
  },
  {
    kinds: ["how-to", "question"],
    about: "whatsapp chats messages transfer backup new phone android iphone",
    when: ["whatsapp"],
    text: "Use the route for the direction: Android to iPhone through the Move to iOS app during the new iPhone's setup (it must be new or reset), iPhone to Android during the Android phone's setup with a cable or Samsung Smart Switch, iCloud backup between iPhones, Google backup between Androids, keeping the same phone number.",
  },
  {
    kinds: ["how-to", "question"],
    about: "transfer photos iphone pc windows computer icloud",
    when: ["pc", "windows", "computer", "laptop"],
    text: "Import over USB with the Windows Photos app after tapping Trust on the iPhone, and set Settings > Photos > Transfer to Mac or PC to Automatic (converts HEIC to JPEG) or Keep Originals depending on whether the PC opens HEIC.",
  },
  {
    kinds: ["how-to", "question", "advice"],
    about: "back up backup laptop computer mac external drive time machine file history",
    when: ["back up", "backup", "backups", "time machine"],
    unless: ["iphone", "photos", "phone", "whatsapp", "android"],
    text: "Set up the built-in automatic tool (Time Machine on a Mac, File History or a system image on Windows), test restoring one file, and keep one copy off-site or in the cloud, since a drive kept next to the laptop can be lost with it.",
  },
  {
    kinds: ["how-to", "question", "advice"],
    about: "storage full space phone iphone free up",
    when: ["storage", "space", "full"],
    // iCloud or Google storage full is the account's space, not the phone's.
    unless: ["icloud", "google one", "google drive", "onedrive", "dropbox", "cloud storage"],
    text: "Start from Settings > Storage to see what actually takes the space (usually photos, videos, messaging media and offline downloads), and back photos up before deleting them from the phone.",
  },
  {
    kinds: ["question", "explanation", "advice"],
    about: "charge charging overnight battery phone health",
    // The battery's care, not a teenager's phone kept in her room overnight.
    when: ["charge", "charging", "charger", "battery", "batteries"],
    text: "Say that modern phones stop charging when full and many offer optimised charging that holds the battery below full until shortly before you usually unplug, and that heat (a hot room, a pillow, a thick case while charging) wears batteries more than charging overnight does.",
  },
  {
    kinds: ["how-to", "advice", "question"],
    about: "laptop computer pc slow startup",
    when: ["slow", "slowly", "sluggish"],
    text: "Check Task Manager (Activity Monitor on a Mac) for what uses the CPU, memory and disk, turn off unneeded startup programs, and check free disk space and pending updates before suggesting new hardware.",
  },
  {
    kinds: ["how-to"],
    about: "text bigger font size larger writing phone samsung iphone",
    when: ["bigger", "larger", "font", "size"],
    text: "Give both the font size and the display or screen zoom settings with their exact menu names, and mention that some apps, like WhatsApp on Android, have a font-size setting of their own.",
  },
  {
    kinds: ["how-to", "question"],
    about: "shared family calendar android samsung",
    when: ["android", "samsung", "pixel"],
    text: "Use a shared Google Calendar for a family with both iPhones and Android phones, added on the iPhone through Settings > Calendar > Accounts, since iCloud calendars can't be edited from an Android phone.",
  },
  // Automation.
  {
    kinds: ["how-to", "code", "question"],
    about: "zapier zap trigger action integromat",
    text: "Name the exact trigger and action, add a filter step so it only runs for the records it should, map each field explicitly, and test with a sample record; note that on lower plans polling triggers run every few minutes, not instantly.",
  },
  // Data analysis.
  {
    kinds: ["code", "spreadsheet", "explanation", "question"],
    about: "outlier outliers remove detect extreme",
    text: "Flag outliers with the IQR rule or a threshold that makes sense for the data, check whether each is an error or a real event before removing it, and report results with and without them.",
  },
  {
    kinds: ["explanation", "question", "spreadsheet", "code"],
    about: "a/b ab test split variant conversion significance",
    when: ["a/b", "ab test", "split test", "variant"],
    text: "Fix the sample size and the success metric before starting, compare the conversion rates with a two-proportion test or a confidence interval, and don't stop the test early the first time it looks significant.",
  },
  // Job search and work.
  {
    kinds: ["resume", "question", "advice"],
    about: "resume cv length pages long shorten cut",
    when: ["too long", "length", "how long", "how many pages", "shorten", "cut down", "get it down", "trim"],
    text: "Cut by relevance rather than by shrinking the font or margins: reduce older or unrelated roles to a line each, drop an objective statement and 'references available on request', and keep bullets for the most recent, most relevant roles.",
  },
  {
    kinds: ["interview-prep", "advice", "question"],
    about: "video interview zoom teams virtual online camera",
    when: ["video", "zoom", "teams", "virtual", "online"],
    text: "Cover camera at eye level with light from the front, a tested link, audio and a backup phone number, and looking at the camera rather than the screen while answering.",
  },
  {
    kinds: ["email"],
    about: "rejection rejected job application unsuccessful feedback reply",
    when: ["rejected", "rejection", "unsuccessful", "didn't get", "did not get"],
    text: "Thank them briefly, ask for one or two points of specific feedback without disputing the decision, and say you would like to be considered for future roles.",
  },
  {
    kinds: ["email", "message"],
    about: "workload priorities too much push back extra project",
    when: ["workload", "priorities", "push back", "too much", "extra"],
    text: "Ask the manager to set priorities by listing current commitments with their deadlines and what would slip if the new work is added, rather than simply saying no.",
  },
  {
    kinds: ["email", "marketing-copy", "message"],
    about: "price increase raising prices rates clients customers",
    // The member's own prices going up, not a supplier's ("the quote's only valid till 28 Feb bc timber prices are going up").
    when: [
      ...["price increase", "price rise", "raise my prices", "raise our prices", "raising prices", "raising my prices"],
      ...[
        "raising our prices",
        "increase my prices",
        "increase our prices",
        "increasing our prices",
        "put up my prices",
      ],
      ...["put our prices up", "new prices", "new rates", "raise my rates", "raising my rates", "increase my rates"],
      ...["our prices are going up", "my prices are going up", "my rates are going up", "our rates are going up"],
    ],
    unless: ["salary", "pay rise", "raise my salary"],
    text: "State the new price and the date it takes effect with reasonable notice (at least 30 days), give the reason in one or two sentences tied to value or costs without over-apologising, and honour existing quotes or contracts.",
  },
  {
    kinds: ["advice", "question", "business-document"],
    about: "charge price handmade crafts wholesale",
    when: [
      "how much should i charge",
      "how much to charge",
      "how to price",
      "how do i price",
      "how should i price",
      "price my",
      "pricing my",
      "wholesale",
    ],
    unless: ["csv"],
    // "country loaf $6.50 wholesale (retail $10)": the prices are set; the member wants them laid out.
    unlessPattern:
      /\b(?:wholesale|retail)(?: price| is| at|:)?\s*[$£€]\s?\d|[$£€]\s?\d[\d.,]*\s*(?:wholesale|retail)\b/u,
    text: "Build the price from materials, labour at a real hourly rate and overheads, check it against comparable products, and if selling wholesale set retail at about twice wholesale so stockists can still profit.",
  },
  // School and study.
  {
    kinds: ["rewrite", "essay"],
    about: "paraphrase plagiarism own words reword",
    when: ["paraphrase", "paraphrasing", "plagiarism", "plagiarised", "plagiarized", "own words", "reword"],
    text: "Restructure the sentences rather than swapping in synonyms (a synonym-swapped sentence still counts as copied), and carry over any citation, since paraphrased ideas still need one.",
  },
  {
    kinds: ["essay"],
    about: "reflective reflection gibbs placement",
    text: "Follow a recognised model such as Gibbs (description, feelings, evaluation, analysis, conclusion, action plan), keep the description short, and spend most words on analysis and what would be done differently, in first person.",
  },
  // Job applications and interviews.
  {
    kinds: ["cover-letter", "business-document", "email"],
    about: "upwork fiverr freelancer proposal gig bid job post",
    when: ["upwork", "fiverr", "freelancer.com", "peopleperhour", "gig"],
    text: "Open with the client's problem in their own terms rather than an introduction, point to one relevant past result or sample, ask one clarifying question about the project, and keep it short enough to be read in the preview clients see when skimming bids.",
  },
  {
    kinds: ["cover-letter", "email"],
    about: "referred referral referrer recommended mentioned",
    when: ["referred", "referral", "recommended me", "told me to apply", "suggested i apply"],
    // A job the member applies for, not a referral to a service ("sent the referral to the council").
    whenPattern: /\b(?:job|role|position|apply|applying|application|hiring|vacancy|opening|interview)\b/u,
    // "a county referral hospital" is where the member worked, not who referred them.
    unless: ["referral hospital", "referral centre", "referral center"],
    text: "Name the person who referred you and their team in the opening sentence, where it earns the letter a closer read, then move straight on to evidence for the role.",
  },
  {
    kinds: ["cover-letter", "resume"],
    about: "retired retire retiree part",
    when: ["retired", "retiree", "semi-retired", "pensioner", "after retiring"],
    text: "Frame the long experience as reliability and skills that transfer to this role, show current familiarity with any tools the job uses, and leave out graduation years and early roles that invite assumptions about age.",
  },
  {
    kinds: ["interview-prep"],
    about: "second round final interview 2nd",
    when: [
      "second interview",
      "second round",
      "2nd interview",
      "2nd round",
      "final round",
      "final interview",
      "final-round",
    ],
    text: "Expect deeper questions on the role's real problems, meetings with the team or senior people, and salary and start-date questions, and prepare fresh examples beyond those used in the first round.",
  },
  {
    kinds: ["interview-prep", "role-play"],
    about: "mmi multiple mini interview medical school ethics scenario station",
    when: ["mmi", "multiple mini", "medical school", "med school"],
    text: "Structure ethical scenarios around the four principles (autonomy, beneficence, non-maleficence, justice), weigh each person's perspective before concluding, and land on a balanced, safe course of action rather than an extreme one.",
  },
];
