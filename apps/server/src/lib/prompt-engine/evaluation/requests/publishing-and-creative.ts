import type { RoughRequest } from "../rough-request.ts";

export const publishingAndCreativeRequests: RoughRequest[] = [
  // Social media
  {
    domain: "social media",
    say: "I run a small bakery in Leeds. write an instagram caption for our new sourdough, keep it under 150 characters, make it fun",
    kind: "social-post",
    facts: ["Leeds", "sourdough", "under 150 characters"],
  },
  {
    domain: "social media",
    say: "linkedin post announcing i got promoted to senior engineer at Globex, humble but excited",
    kind: "social-post",
    facts: ["senior engineer", "Globex", "humble"],
  },
  {
    domain: "social media",
    say: "twitter thread about 7 lessons i learned from bootstrapping my saas to $20k MRR",
    kind: "thread",
    facts: ["7 lessons", "$20k MRR"],
  },
  {
    domain: "social media",
    say: "can u write a tiktok caption for a video of my cat knocking stuff off the table lol",
    kind: "social-post",
    facts: ["cat knocking stuff off the table"],
  },
  {
    domain: "social media",
    say: "a facebook post for our church bake sale this saturday 10am to 2pm, all money goes to the food bank",
    kind: "social-post",
    facts: ["bake sale", "Saturday", "10am to 2pm", "food bank"],
  },
  // Blogging and articles
  {
    domain: "blogging",
    say: "blog post about how to start composting in a small apartment, around 1200 words, for beginners",
    kind: "blog-post",
    facts: ["composting", "small apartment", "1200 words", "beginners"],
  },
  {
    domain: "blogging",
    say: "WRITE A BLOG POST ABOUT SEO FOR DENTISTS IN 2025!!!",
    kind: "blog-post",
    facts: ["SEO", "dentists", "2025"],
  },
  {
    domain: "blogging",
    say: "i want an article for our company blog explaining why we switched from Slack to Microsoft Teams, honest tone",
    kind: "blog-post",
    facts: ["Slack", "Microsoft Teams", "honest"],
  },
  {
    domain: "newsletters",
    say: "monthly newsletter for our gardening club, mention the plant swap on may 4th and that dues are now $15",
    kind: "newsletter",
    facts: ["gardening club", "plant swap", "May 4th", "$15"],
  },
  {
    domain: "newsletters",
    say: "write the intro for this week's newsletter to our 3,000 subscribers, we're taking two weeks off in august",
    kind: "newsletter",
    facts: ["3,000 subscribers", "two weeks off", "August"],
  },
  // Marketing copy
  {
    domain: "marketing copy",
    say: "write ad copy for our new app called FitTrack, it's aimed at busy parents, there's a 30% launch discount",
    kind: "ad-copy",
    facts: ["FitTrack", "busy parents", "30%"],
  },
  {
    domain: "marketing copy",
    say: "google ads for a plumber in Denver, 24/7 emergency service, free quotes",
    kind: "ad-copy",
    facts: ["plumber", "Denver", "24/7 emergency service", "free quotes"],
  },
  {
    domain: "marketing copy",
    say: "product description for handmade soy candles, 8 oz, lavender and cedar, burns for 50 hours, for my etsy shop",
    kind: "product-description",
    facts: ["soy candles", "8 oz", "lavender and cedar", "50 hours", "Etsy"],
  },
  {
    domain: "marketing copy",
    say: "we need a tagline for our eco friendly cleaning brand, something short and catchy",
    kind: "tagline",
    facts: ["eco friendly cleaning brand", "short and catchy"],
  },
  {
    domain: "marketing copy",
    say: "press release announcing we raised a $3 million seed round led by Accel, we make farm robots, based in Fresno",
    kind: "press-release",
    facts: ["$3 million", "seed round", "Accel", "farm robots", "Fresno"],
  },
  {
    domain: "marketing copy",
    say: "landing page copy for my online spanish tutoring, 1 on 1 lessons, $25 an hour, first lesson free",
    kind: "ad-copy",
    facts: ["Spanish tutoring", "$25 an hour", "first lesson free"],
  },
  // Naming and branding
  {
    domain: "naming",
    say: "need names for my dog grooming business in austin, something playful",
    kind: "naming",
    facts: ["dog grooming", "Austin", "playful"],
  },
  {
    domain: "naming",
    say: "give me 20 name ideas for a podcast about personal finance for millennials",
    kind: "naming",
    facts: ["20", "podcast", "personal finance for millennials"],
  },
  {
    domain: "naming",
    say: "what should i name my golden retriever puppy, she's a girl and very goofy",
    kind: "naming",
    facts: ["golden retriever", "girl", "goofy"],
  },
  // Video and podcasts
  {
    domain: "video",
    say: "i need a script for my youtube video about budgeting for college students, about 8 minutes long",
    kind: "video-script",
    facts: ["budgeting for college students", "8 minutes"],
  },
  {
    domain: "video",
    say: "30 second tiktok script showing how our vacuum picks up pet hair, end with the link in bio",
    kind: "video-script",
    facts: ["30 second", "pet hair", "link in bio"],
  },
  {
    domain: "video",
    say: "write the intro for episode 12 of my true crime podcast, it's about the 1971 D.B. Cooper hijacking",
    kind: "video-script",
    facts: ["episode 12", "1971", "D.B. Cooper"],
  },
  // Creative writing
  {
    domain: "creative writing",
    say: "write a short story about a lighthouse keeper who finds a message in a bottle, like 500 words, make it kind of spooky",
    kind: "story",
    facts: ["lighthouse keeper", "message in a bottle", "500 words", "spooky"],
  },
  {
    domain: "creative writing",
    say: "bedtime story for my 5 year old about a dragon who's scared of the dark, her name is Mila",
    kind: "story",
    facts: ["5 year old", "dragon", "scared of the dark", "Mila"],
  },
  {
    domain: "creative writing",
    say: "could you write me a sci fi story opening, set on a generation ship, 2 paragraphs, first person",
    kind: "story",
    facts: ["generation ship", "2 paragraphs", "first person"],
  },
  {
    domain: "poetry",
    say: "haiku about the first snow in Kyoto",
    kind: "poem",
    facts: ["first snow", "Kyoto"],
  },
  {
    domain: "poetry",
    say: "write a touching poem for my grandma's 90th birthday, she loves her garden and her cat Biscuit",
    kind: "poem",
    facts: ["90th birthday", "garden", "Biscuit", "touching"],
  },
  {
    domain: "poetry",
    say: "funny limerick about my coworker who always microwaves fish",
    kind: "poem",
    facts: ["coworker", "microwaves fish"],
  },
  {
    domain: "music",
    say: "song lyrics for a country song about driving home to Tennessee after ten years away, chorus and 2 verses",
    kind: "song-lyrics",
    facts: ["Tennessee", "ten years", "chorus and 2 verses"],
  },
  {
    domain: "music",
    say: "i want to write a rap verse for my brother's graduation, he studied engineering at Georgia Tech",
    kind: "song-lyrics",
    facts: ["graduation", "engineering", "Georgia Tech"],
  },
  // Speeches and occasions
  {
    domain: "speeches",
    say: "i need a speech for my sister's wedding, heartfelt and funny, about 3 minutes, her husband is called Jonah",
    kind: "speech",
    facts: ["sister's wedding", "3 minutes", "Jonah", "heartfelt"],
  },
  {
    domain: "speeches",
    say: "eulogy for my grandfather Walter, he was a carpenter for 40 years and loved fishing",
    kind: "speech",
    facts: ["Walter", "carpenter", "40 years", "fishing"],
  },
  {
    domain: "speeches",
    say: "retirement toast for my colleague Sue who's been here 25 years, keep it light",
    kind: "speech",
    facts: ["Sue", "25 years"],
  },
  // Images
  {
    domain: "images",
    say: "make a picture of a red fox sleeping in the snow, watercolor, soft morning light, cozy, 16:9, no people",
    kind: "image-prompt",
    facts: ["red fox sleeping in the snow", "watercolor", "soft morning light", "16:9"],
  },
  {
    domain: "images",
    say: "midjourney prompt for a cyberpunk street market in Tokyo at night, neon signs, rain, cinematic",
    kind: "image-prompt",
    facts: ["cyberpunk street market", "Tokyo", "neon signs", "rain", "cinematic"],
  },
  {
    domain: "images",
    say: "I want an image of a cozy reading nook with a big window and a cat, warm light, vertical for my phone",
    kind: "image-prompt",
    facts: ["reading nook", "big window", "cat", "warm light"],
  },
  {
    domain: "images",
    say: "logo for a vegan bakery called Crumb & Leaf, minimalist, green and cream colors",
    kind: "image-prompt",
    facts: ["Crumb & Leaf", "vegan bakery", "minimalist", "green and cream"],
  },
  {
    domain: "images",
    say: "photorealistic product shot of a matte black water bottle on a marble counter, studio lighting",
    kind: "image-prompt",
    facts: ["matte black water bottle", "marble counter", "studio lighting"],
  },
  // Invitations and personal messages
  {
    domain: "invitations",
    say: "invitation for my son's 7th birthday party, dinosaur theme, saturday june 14 at 3pm at Riverside Park, RSVP to 555-0142",
    kind: "invitation",
    facts: ["7th birthday", "dinosaur", "June 14", "3pm", "Riverside Park", "555-0142"],
  },
  {
    domain: "invitations",
    say: "we're having a housewarming on the 21st, write a casual invite for the group chat, bring your own drinks",
    kind: "invitation",
    facts: ["housewarming", "the 21st", "bring your own drinks"],
  },
  {
    domain: "video",
    say: "description for my youtube video, its a 12 minute tutorial on sharpening kitchen knives with a whetstone",
    kind: "video-description",
    facts: ["12 minute", "sharpening kitchen knives", "whetstone"],
  },
  {
    domain: "writing",
    say: "outline a nonfiction book on raising chickens in a small backyard, for total beginners",
    kind: "outline",
    facts: ["raising chickens", "small backyard", "total beginners"],
  },
];
