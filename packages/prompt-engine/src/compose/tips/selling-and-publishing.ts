import type { ExpertTip } from "./expert-tip.ts";

/** A member looking for work: the post says what they want next. */
const JOB_SEARCH = [
  ...["laid off", "made redundant", "redundancy", "open to work", "i'm open to", "i am open to", "job search"],
  ...["looking for my next", "looking for work", "looking for a new role"],
];
/** News of the member's own career: a post about it gives the news, not the feed's opinions. */
const JOB_NEWS = [
  ...JOB_SEARCH,
  ...["new job", "new role", "starting at", "starting as", "promoted", "promotion", "retiring", "retirement"],
  ...["leaving", "career change", "changing careers", "announcing", "announce", "announcement"],
];

/** Expertise for listings, product and menu copy, review replies, newsletters and posts. */
export const sellingAndPublishingTips: ExpertTip[] = [
  {
    kinds: ["marketing-copy"],
    about: "amazon listing bullet backend asin seller",
    text: "Follow the category style guide: brand and key attributes in the title without promotional claims, one benefit-led feature per bullet, and no prices, shipping promises or competitor names.",
  },
  {
    kinds: ["marketing-copy"],
    about: "restaurant menu dish dishes cafe bistro allergens",
    text: "Describe each dish by main ingredients and cooking method before adjectives, mark dietary options (V, VG, GF) with a key, and add an allergen notice directing guests to staff for the allergen information.",
    // The menu's own descriptions, not an ad for it.
    unless: ["promo", "promotion", "ad", "ads", "advert", "facebook", "instagram", "post", "flyer", "poster", "email"],
  },
  {
    kinds: ["article", "summary"],
    about: "podcast show notes episode timestamps guest",
    text: "Open with a short hook naming the guest and the main takeaway, add timestamped chapters in mm:ss, and list every resource mentioned with links, leaving placeholders for URLs not supplied.",
    unless: ["no timestamps"],
    // Show notes to publish, not key points of a talk or a lecture.
    when: ["show notes", "shownotes", "timestamps", "timestamp", "chapters", "episode description"],
  },
  {
    kinds: ["marketing-copy", "email"],
    about: "abandoned cart basket checkout ecommerce",
    text: "Show the exact items left with image and price, link straight to a restored basket, answer the likeliest hesitation (delivery cost, returns), and save any discount for a later reminder.",
    unless: ["discount code", "offer a discount", "% off"],
  },
  {
    kinds: ["social-post"],
    about: "linkedin thought leadership professional insight lesson",
    text: "Open with a specific line that works before 'see more', build around one concrete story or data point, and end with a question inviting others' experience rather than 'Agree?'.",
    // News of the member's own career ends on what they are looking for, not a question to the feed.
    unless: JOB_NEWS,
  },
  {
    kinds: ["social-post"],
    about: "linkedin laid off redundant open to work new job role announce",
    when: JOB_SEARCH,
    text: "Give the news in the first line without bitterness towards the employer, then say exactly what I am looking for (roles, places, remote or not) and how to reach me.",
  },
  {
    kinds: ["social-post"],
    about: "recap conference speakers attendees sponsors highlights",
    text: "Thank speakers, sponsors and volunteers by name and handle, share one concrete highlight or number, and link slides or recordings, leaving placeholders for handles not supplied.",
  },
  {
    kinds: ["article"],
    about: "faq faqs frequently asked queries",
    // The member's prices and times go in the answers ("commission takes 3-6 months, prices start £180").
    text: "Phrase questions in the customer's own words, answer each in its first sentence with any price or time I give exactly as given, and group by topic.",
  },
  {
    kinds: ["article"],
    about: "listicle roundup affiliate picks buying guide",
    text: "Say how the picks were chosen or tested, give each who it suits and one drawback, and disclose affiliate links near the top.",
  },
  {
    kinds: ["article"],
    about: "recipe blog food blogger jump card",
    text: "Add a jump-to-recipe link at the top, keep a structured recipe card with yield, times and weights, and put tips and substitutions in their own skimmable section.",
    // A recipe post, not any post about food (a trip's).
    when: ["recipe", "recipes"],
  },
  {
    kinds: ["article"],
    about: "travel guide destination itinerary visitors sightseeing",
    text: "Include details readers act on — getting there, costs with currency, opening days and booking needs — and mark prices as approximate with the year they were checked.",
  },
  {
    kinds: ["article", "business-document"],
    about: "release notes changelog update feature announcement",
    text: "Lead each item with what users can now do rather than the internal feature name, say who is affected and any action needed, and separate fixes from new features.",
    // A product's changes, not new books or records.
    unless: ["book", "books", "bookstore", "bookshop", "album", "albums", "film", "films", "movie", "movies"],
  },
  {
    kinds: ["marketing-copy"],
    about: "google business profile gbp local seo",
    text: "Describe services, areas served and what's distinctive in words customers search, without URLs, promotions or keyword stuffing, which Google's guidelines prohibit in the description.",
    // The Google profile's rules, not any local business's copy (a flyer) or a Google Ads ad.
    when: ["google", "gbp", "business profile", "maps", "seo"],
    unless: ["ad", "ads", "adwords", "google ads", "headline", "headlines", "ppc"],
  },
  {
    kinds: ["marketing-copy"],
    about: "airbnb vrbo holiday let cottage cabin rental listing",
    text: "Lead with what guests book for (location, view, sleeping set-up), list beds and bathrooms precisely, and state house rules and drawbacks like steep stairs or street noise to prevent bad reviews.",
  },
  {
    kinds: ["marketing-copy", "email"],
    about: "charity appeal fundraising donors donation gofundme crowdfunding",
    text: "Tell one person's specific story, tie a concrete amount to a concrete outcome, and make the ask and how to give unmistakable, with placeholders for real case details.",
  },
];
