import type { DeliverableKind } from "./deliverable-kinds.ts";
import { phrases } from "./word-pattern.ts";

/**
 * The nouns that name a deliverable, by kind. They are only ever compared with the head of the
 * noun phrase a request asks for (the object of its main verb, or a bare "a workout plan, …"),
 * never looked for anywhere in the text. Multi-word entries end with the head noun; the longest
 * one that ends a noun phrase wins ("job ad" before "ad", "cover letter" before "letter").
 */
const nounsByKind: Partial<Record<DeliverableKind, string>> = {
  email: `email | e-mail | emails | mail | memo | follow up | follow-up | followup | out of office reply | out-of-office reply | follow-up email |
    out of office message | out-of-office message | out of office | auto-reply | autoreply | ooo message`,
  complaint: "complaint | complaint letter | letter of complaint | complaint email | formal complaint",
  letter: `letter | letters | letter of recommendation | recommendation letter | reference letter |
    resignation letter | letter of resignation`,
  "personal-message": `message | reminder | text | text message | note | card | card message | thank you note | thank-you note |
    thank you card | thank-you card | condolence message | sympathy message | birthday message | dm | toast message`,
  apology: `apology | apologies | apology letter | apology email | apology message | apology note | apology text |
    letter of apology | sorry note | sorry message | sorry text`,
  "customer-reply": "review response | support reply | ticket response | response to a review | reply to a review",
  "cover-letter": "cover letter | covering letter | motivation letter | application letter | cover leter",
  resume: "resume | résumé | cv | curriculum vitae | resume bullet points | resume summary | resume bullets",
  bio: "bio | about me | about us | about us page | about section | about page | profile summary | linkedin summary | author bio | speaker bio",
  invitation: "invitation | invite | invitations | invites | save the date",
  speech: `speech | toast | eulogy | vows | wedding vows | keynote | remarks | pep talk | best man speech |
    maid of honor speech | wedding speech | acceptance speech | talk | talking points | self introduction |
    self-introduction | elevator pitch | introduction speech`,
  testimonial: `testimonial | testimonials | endorsement | linkedin recommendation | google review | yelp review |
    trustpilot review | tripadvisor review | five star review | 5 star review | 5-star review | character reference`,
  negotiation: "negotiation script | counteroffer | counter offer | counter-offer | negotiation",
  "social-post": `post | caption | captions | tweet | tweets | instagram caption | linkedin post | facebook post |
    status update | instagram post | social media post | social post | hashtags`,
  thread: "thread | twitter thread | x thread | tweet thread",
  "blog-post": "blog post | blog | article | blog article | listicle | column | blog entry | guest post",
  review: `review | reviews | restaurant review | book review | film review | movie review | product review | hotel review |
    app review | game review | album review | show review | honest review`,
  newsletter: "newsletter | newsletters | email newsletter | bulletin",
  "press-release": "press release | media release | news release",
  "ad-copy": `ad | ads | advert | adverts | advertisement | ad copy | copy | sales copy | landing page | landing page copy |
    sales page | google ads | facebook ad | facebook ads | promo | banner text | sales letter | flyer | flyers | leaflet |
    leaflets | brochure`,
  "product-description":
    "product description | product descriptions | product listing | listing | etsy listing | amazon listing",
  tagline: "tagline | taglines | slogan | slogans | motto | catchphrase | strapline",
  naming: "name | names | name ideas | business name | brand name | names ideas | title ideas | band name | username",
  "video-script": `video script | youtube script | tiktok script | podcast script | reel script | voiceover | voice-over |
    youtube video | tiktok video | video | reel | podcast episode | podcast intro | podcast outro | episode | storyboard | explainer video`,
  "video-description": `video description | youtube description | channel description | podcast description |
    episode description | show notes | youtube video description | podcast episode description`,
  "release-notes": "release notes | changelog | change log | patch notes | update notes | release note",
  "content-calendar": `content calendar | content plan | content schedule | posting schedule | posting plan |
    editorial calendar | social media calendar | social media content calendar | instagram calendar | episode plan |
    episode list | episode guide`,
  faq: "faq | faqs | faq page | frequently asked questions | faq section",
  poem: "poem | poems | haiku | limerick | sonnet | ode | acrostic | rhyme | poetry | free verse",
  story:
    "backstory | character backstory | story | stories | short story | tale | fable | bedtime story | fairy tale | fanfic | fan fiction | flash fiction | chapter | scene",
  "song-lyrics": "lyrics | song | song lyrics | rap | rap verse | jingle | chorus | verse | songs | ballad | lullaby",
  "image-prompt": `image | images | picture | pictures | photo | photos | photograph | pic | illustration | drawing | painting |
    watercolor | watercolour | oil painting | digital art | concept art | pixel art | 3d render |
    artwork | art | render | rendering | wallpaper | logo | icon | portrait | sketch | product shot | product photo |
    image prompt | midjourney prompt | dall-e prompt | dalle prompt | stable diffusion prompt | avatar |
    profile picture | thumbnail | mockup | sticker | tattoo design | poster | book cover | album cover`,
  essay:
    "arguments | argument | essay | essays | paper | personal statement | application essay | op-ed | argumentative essay | thesis statement | thesis | dissertation",
  report: "report | write-up | writeup | case study | post-mortem | postmortem | status report | annual report",
  proposal: "proposal | grant proposal | business case | pitch | bid | project proposal",
  "business-plan": "business plan | lean canvas | business model",
  "marketing-plan": `marketing plan | marketing strategy | social media plan |
    social media strategy | campaign | go-to-market plan | go-to-market strategy | seo strategy | launch campaign`,
  "swot-analysis": "swot | swot analysis",
  "job-description":
    "job description | job posting | job ad | job advert | job listing | job post | job spec | job advertisement",
  "meeting-agenda": "agenda | meeting agenda | agendas | standup | stand-up | standup meeting | retrospective | retro",
  "meeting-minutes": "minutes | meeting minutes | meeting notes | minutes of the meeting",
  "performance-review": `performance review | performance reviews | employee review | annual review | appraisal |
    performance appraisal | self-review | self review | self-assessment | self assessment | self-evaluation | self evaluation`,
  handover: `handover notes | handover note | handover document | handover | house sitter notes | babysitter notes |
    notes for the babysitter | instructions for the babysitter`,
  quote: "quote | quotes | price quote | quotation | job estimate | invoice",
  "legal-text": `terms and conditions | terms of service | terms of use | privacy policy | refund policy |
    return policy | returns policy | cancellation policy | disclaimer | waiver | contract | agreement | nda |
    non-disclosure agreement | rental agreement | tenancy agreement | service agreement | house rules`,
  presentation:
    "presentation | slides | slide deck | deck | pitch deck | presentation outline | slideshow | powerpoint",
  survey: "survey | questionnaire | poll | feedback form | surveys",
  "project-plan": `project plan | roadmap | timeline | launch plan | rollout plan | migration plan | work plan | action plan |
    implementation plan | gantt chart | project timeline`,
  "interview-prep": "interview prep | mock interview | interview questions | interview answers | interview preparation",
  code: `code | function | functions | program | component | class | endpoint | api | regex | regular expression |
    unit test | unit tests | tests | one liner | one-liner | code review | algorithm | snippet | module | cli | bot | extension | plugin | macro |
    shell script | bash script | python script | dockerfile | github action | website | web page | web app | app |
    html page | css | cron job`,
  sql: "sql | sql query | query | queries | database query | stored procedure | sql statement | database schema | schema",
  "spreadsheet-formula":
    "formula | excel formula | spreadsheet formula | sheets formula | vlookup | xlookup | formulas",
  "data-analysis": "data analysis | analysis of the data",
  outline: "outline | book outline | chapter outline | course outline | novel outline | plot outline | structure",
  explanation: "explanation | eli5 | primer | breakdown | study guide | revision guide | revision notes | study notes",
  "how-to":
    "guide | how-to | how to guide | tutorial | instructions | steps | step by step guide | walkthrough | manual",
  "lesson-plan": "lesson plan | lesson | lesson plans | lessons | class plan | unit plan | lesson outline",
  quiz: `quiz | quizzes | test | practice test | exam questions | practice questions | quiz questions | flashcards |
    flash cards | trivia | worksheet | trivia questions`,
  "study-plan":
    "study plan | study schedule | revision plan | revision timetable | learning plan | learning path | curriculum",
  summary:
    "summary | tldr | tl;dr | recap | synopsis | abstract | key points | takeaways | executive summary | action items",
  translation: "translation",
  comparison: "comparison | pros and cons",
  recommendation: "recommendation | recommendations | suggestions",
  advice: "advice | tips | tip | pointers | guidance | word of advice | some advice",
  critique: "feedback | honest feedback | critique | honest opinion | constructive criticism | constructive feedback",
  "idea-list": `ideas | idea | gift ideas | list of ideas | activities | themes | topics | writing prompts | date ideas |
    fundraising ideas | episode ideas | dinner ideas | meal ideas | lunch ideas | weeknight dinners | party ideas | content ideas | video ideas | icebreakers | icebreaker`,
  "question-list": "questions | discovery questions | screening questions",
  "research-brief": `research | literature review | literature overview | sources | reading list | research summary |
    competitor analysis | market research | background research | research overview`,
  "workout-plan": `workout | workouts | workout plan | workout routine | training plan | exercise plan | fitness plan |
    gym routine | running plan | stretching routine | yoga sequence | training program | exercise routine |
    training schedule | workout program | stretches | exercises | couch to 5k | couch to 5k plan | c25k | yoga flow |
    yoga routine`,
  "meal-plan": `meal plan | meal prep plan | diet plan | weekly menu | nutrition plan | eating plan | meal prep | meal plans |
    menu for the week | dinners for the week`,
  recipe: "recipe | recipes | dinner recipe | dish",
  menu: "menu | dinner party menu | party menu | christmas menu | holiday menu | thanksgiving menu | set menu | tasting menu",
  itinerary: `itinerary | trip | road trip | trip plan | travel plan | vacation plan | holiday plan | day trip |
    travel itinerary | honeymoon | vacation | holiday | getaway | weekend away`,
  "event-plan": `party plan | event plan | party | birthday party | baby shower | bridal shower | offsite | retreat |
    reunion | fundraiser | event | wedding plan | celebration | run of show | dinner party | housewarming party`,
  schedule: `schedule | chore rota | daily schedule | weekly schedule | rota | rotas | roster | cleaning rota | shift rota | routine | morning routine | evening routine | sleep routine |
    night routine | bedtime routine | timetable | weekly plan | daily routine`,
  budget:
    "budget | monthly budget | spending plan | savings plan | financial plan | debt payoff plan | household budget",
  checklist: `checklist | check list | packing list | to-do list | todo list | to do list | shopping list | grocery list |
    chore chart | chore list | chores chart | chores list | job chart | jobs chart | cleaning chart | moving checklist |
    punch list | list`,
  "ai-prompt": `prompt | prompts | system prompt | chatgpt prompt | custom instructions | gpt prompt | claude prompt |
    ai prompt | persona prompt | chatbot prompt`,
  "role-play": "role play | role-play | roleplay | practice conversation | conversation practice | mock conversation",
};

export const deliverableNouns = new Map<string, DeliverableKind>(
  Object.entries(nounsByKind).flatMap(([kind, list]) =>
    phrases(list).map((noun) => [noun.toLowerCase(), kind as DeliverableKind] as const),
  ),
);

/** The longest entry is made of this many words. */
export const longestNounWords = Math.max(...[...deliverableNouns.keys()].map((noun) => noun.split(" ").length));

/** Single-word nouns, for matching a misspelt head ("leter", "emial"). */
export const singleWordNouns = [...deliverableNouns.keys()].filter((noun) => !noun.includes(" ") && noun.length >= 5);
