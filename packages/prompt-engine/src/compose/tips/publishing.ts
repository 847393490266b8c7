import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for posts, articles and marketing copy. */
export const publishingTips: ExpertTip[] = [
  {
    kinds: ["social-post", "marketing-copy"],
    about: "launch launching new product announcement opening sale",
    text: "Show the product in use and the one reason to buy now; one hashtag set, no more than five tags.",
    unless: [
      "hashtag",
      "hashtags",
      "tagline",
      "slogan",
      "one-liner",
      "one liner",
      "one line",
      "email",
      "emails",
      "e-mail",
      "sequence",
      "landing page",
      "newsletter",
      // A post about the member's own work life is no product to sell ("laid off … launches, positioning").
      "laid off",
      "layoff",
      "job",
      "role",
      "hiring",
      "open to work",
      "promoted",
      "promotion",
    ],
  },
  {
    kinds: ["article"],
    about: "seo blog search google rank keywords",
    text: "Use the main search phrase in the headline and first paragraph, and answer the searcher's question early.",
  },
  {
    kinds: ["article", "email"],
    about: "newsletter subscribers update monthly",
    text: "Lead with the one update readers care about most, and keep each item scannable with its own short heading.",
    // One piece for the newsletter has no items to head.
    unless: [
      ...["a piece", "short piece", "an article", "an item", "a blurb", "a paragraph", "a write-up", "a section"],
      ...["piece for", "article for", "item for", "blurb for", "paragraph for", "write-up for", "section for"],
    ],
  },
  {
    kinds: ["marketing-copy"],
    about: "product description shop ecommerce handmade",
    text: "Cover what it is, who it is for, materials and size, and care or use, in scannable short paragraphs.",
  },
  {
    kinds: ["marketing-copy"],
    about: "ad facebook google ads headline character limit",
    text: "Respect the ad platform's character limits and give several headline and description variants to test.",
  },
  {
    kinds: ["social-post"],
    about: "laid layoff open to work redundancy jobsearch unemployed",
    text: "Name the roles and places I am open to and one concrete strength from what I give (a [placeholder] for any figure I have not given), and end with one specific ask, such as introductions or referrals, rather than a vague 'open to opportunities'.",
    // A member looking for work after losing a job, not any post that says 'open' and 'work'.
    when: [
      "laid off",
      "layoff",
      "layoffs",
      "redundant",
      "redundancy",
      "made redundant",
      "open to work",
      "job search",
      "job hunting",
      "unemployed",
      "looking for work",
      "looking for a new role",
      "lost my job",
      "let go",
    ],
  },
  {
    kinds: ["social-post"],
    about: "milestone anniversary follower celebrate",
    text: "Credit specific people or customers by name, share one concrete number and one lesson learned, and avoid making the whole post about yourself.",
  },
  {
    kinds: ["social-post", "marketing-copy"],
    about: "event promo ticket register venue",
    text: "Put date, time with time zone, place or link, price and registration deadline in the post text itself, not only in the graphic, which previews and screen readers may skip.",
  },
  {
    kinds: ["social-post"],
    about: "joining role position promotion starting",
    text: "Thank the previous team and one or two people by name, say what you'll be working on in one line, and leave out anything confidential about either employer.",
    // A member still looking has no new work to name.
    unless: ["laid off", "layoff", "let go", "redundant", "looking for", "i'm looking", "open to work", "job hunting"],
  },
  {
    kinds: ["social-post"],
    about: "instagram caption hashtag reel",
    text: "Front-load the hook in roughly the first 125 characters before the caption truncates, use 3–5 specific hashtags at the end, and include one question to invite comments.",
  },
  {
    kinds: ["social-post"],
    about: "thread tweet twitter viral",
    text: "Make the first tweet stand alone with the core claim and a reason to read on, number the tweets, and keep each under 280 characters with one idea per tweet.",
  },
  {
    kinds: ["social-post"],
    about: "fundraiser gofundme donation donate charity",
    text: "State the exact goal, what the money pays for in concrete terms, the deadline, and how donors will get updates; specific use of funds persuades more than emotion alone.",
  },
  {
    kinds: ["social-post"],
    about: "passing facebook relative announce funeral died",
    text: "Include full name, date of passing and service details (or that it's private) and where to send condolences or donations; leave out the cause of death unless the family wants it shared.",
  },
  {
    kinds: ["article"],
    about: "blog seo keyword search ranking",
    text: "Answer the target query in the first 100 words, use question-style subheadings matching what people search, and include one original example or data point competing pages lack.",
  },
  {
    kinds: ["article"],
    about: "newsletter subscriber issue edition mailing",
    text: "Open with the single most useful item, give each section one primary link, and write a subject line under about 50 characters that names the specific content.",
    // A whole issue's layout, not the one piece of it the member asks for.
    unless: ["intro", "introduction", "piece for", "article for", "column", "editorial", "editor's letter", "foreword"],
  },
  {
    kinds: ["article"],
    about: "obituary survived newspaper death",
    text: "Follow the standard order: full name, age, hometown, date of death, life highlights, survivors by relationship, then service details and where to donate in lieu of flowers.",
  },
  {
    kinds: ["article", "business-document"],
    about: "press release journalist media boilerplate embargo",
    text: "Use a dateline (CITY, Date —), answer who/what/when/where/why in the first paragraph, include a named quote, and end with a boilerplate and media contact.",
  },
  {
    kinds: ["article", "marketing-copy"],
    about: "case study testimonial customer success",
    text: "Structure it as challenge, solution and measurable result with before/after numbers, and leave placeholders for any figure the customer hasn't approved for publication.",
  },
  {
    kinds: ["marketing-copy"],
    about: "product description listing etsy handmade",
    text: "Lead with the benefit and use case, then the concrete specs a buyer checks (size, materials, care), and answer the top buyer objection.",
    // A place to stay is booked for where it is and how it sleeps, not for its materials.
    unless: ["airbnb", "vrbo", "holiday let", "cabin", "cottage", "apartment", "bedroom", "sleeps"],
  },
  {
    kinds: ["marketing-copy"],
    about: "ad ads adwords facebook campaign",
    text: "Respect platform limits (e.g. Google responsive search ads: 30-character headlines, 90-character descriptions) and write several variants for testing.",
  },
  {
    kinds: ["marketing-copy"],
    about: "landing conversion cta signup",
    text: "Match the headline to the ad or link the visitor came from, keep one primary call to action above the fold, and place social proof next to it.",
  },
  {
    kinds: ["marketing-copy"],
    about: "slogan tagline catchphrase motto",
    text: "Keep it under about seven words, state a benefit competitors can't equally claim, and check it isn't already used by another brand.",
  },
  {
    kinds: ["marketing-copy"],
    about: "winback lapsed churned inactive comeback",
    text: "Acknowledge the time away, highlight one concrete thing that changed since they left, and give a time-limited incentive with an expiry date and a one-click way back.",
  },
  {
    kinds: ["marketing-copy"],
    about: "real estate estate property listing bedroom",
    text: "Lead with the top feature, give size, rooms and location facts, and avoid describing who should live there ('perfect for young couples'), which breaches fair-housing rules in many places.",
    // A property's listing to let or sell, not an agent's own branding, nor a holiday let, whose
    // guests the host may well describe ("families in winter, hikers in summer").
    unless: [
      ...["tagline", "slogan", "bio", "about me", "about us", "airbnb", "vrbo", "booking.com", "holiday let"],
      ...["holiday home", "holiday rental", "vacation rental", "short-term let", "short let", "short stay", "guests"],
      ...["per night", "nightly", "bnb", "b&b", "bach", "chalet", "cabin"],
    ],
  },
  {
    kinds: ["marketing-copy"],
    about: "sale discount coupon black friday",
    text: "State the exact discount, what it applies to, end date with time zone and any exclusions; fake urgency or extended 'final' deadlines erode trust and are restricted in many places.",
  },
];
