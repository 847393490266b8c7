CREATE TABLE "library_starter_offers" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_starter_offers_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
ALTER TABLE "library_prompts" ADD COLUMN "example" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- An install seeded before starter offers were recorded holds the first starter library (20
-- categories, 196 prompts). All of it is recorded as offered, deleted prompts included, so the
-- next start adds only newer starter prompts and nothing an admin removed comes back. A library
-- holding none of these prompts was not seeded with them and gets no record.
WITH "first_edition" ("kind", "slug") AS (VALUES
  ('category', 'writing-editing'), ('category', 'email'), ('category', 'marketing-copywriting'),
  ('category', 'social-media'), ('category', 'sales'), ('category', 'coding-development'),
  ('category', 'data-analysis'), ('category', 'business-strategy'), ('category', 'productivity-planning'),
  ('category', 'learning-teaching'), ('category', 'career-job-search'), ('category', 'customer-support'),
  ('category', 'research-summarising'), ('category', 'product-management'), ('category', 'photography'),
  ('category', 'illustration'), ('category', 'product-advertising'), ('category', 'interiors-architecture'),
  ('category', 'characters-concept-art'), ('category', 'logos-graphic-design'),
  ('prompt', 'swot-to-strategic-options'), ('prompt', 'one-page-business-plan'), ('prompt', 'competitor-landscape'),
  ('prompt', 'pricing-model-design'), ('prompt', 'project-pre-mortem'), ('prompt', 'decision-memo'),
  ('prompt', 'bottom-up-market-sizing'), ('prompt', 'team-okrs'), ('prompt', 'investor-update'),
  ('prompt', 'unit-economics-check'), ('prompt', 'industry-five-forces'), ('prompt', 'tailor-cv-to-job'),
  ('prompt', 'cover-letter-that-connects'), ('prompt', 'star-stories-for-interviews'), ('prompt', 'mock-job-interview'),
  ('prompt', 'salary-negotiation-plan'), ('prompt', 'linkedin-profile-for-recruiters'), ('prompt', 'career-change-transferable-skills'),
  ('prompt', 'decode-a-job-advert'), ('prompt', 'informational-interview'), ('prompt', 'resignation-letter-and-conversation'),
  ('prompt', 'performance-review-self-assessment'), ('prompt', 'character-turnaround-sheet'), ('prompt', 'creature-design-concept'),
  ('prompt', 'sci-fi-environment-concept'), ('prompt', 'rpg-character-portrait'), ('prompt', 'prop-design-sheet'),
  ('prompt', 'friendly-brand-mascot'), ('prompt', 'thorough-code-review'), ('prompt', 'debug-from-error'),
  ('prompt', 'unit-tests-for-function'), ('prompt', 'explain-unfamiliar-code'), ('prompt', 'safe-refactor-plan'),
  ('prompt', 'rest-api-design'), ('prompt', 'regex-with-tests'), ('prompt', 'pull-request-description'),
  ('prompt', 'system-design-options'), ('prompt', 'project-readme'), ('prompt', 'performance-investigation'),
  ('prompt', 'port-code-between-languages'), ('prompt', 'support-ticket-reply'), ('prompt', 'decline-request-within-policy'),
  ('prompt', 'help-centre-article'), ('prompt', 'bug-escalation-report'), ('prompt', 'saved-reply-library'),
  ('prompt', 'ticket-root-cause-analysis'), ('prompt', 'troubleshooting-decision-tree'), ('prompt', 'support-assistant-instructions'),
  ('prompt', 'public-review-response'), ('prompt', 'customer-success-check-in'), ('prompt', 'incident-status-updates'),
  ('prompt', 'sql-from-business-question'), ('prompt', 'exploratory-data-analysis-plan'), ('prompt', 'spreadsheet-formula'),
  ('prompt', 'metric-tree'), ('prompt', 'ab-test-design'), ('prompt', 'experiment-results-readout'),
  ('prompt', 'chart-choice-and-title'), ('prompt', 'dashboard-spec'), ('prompt', 'data-cleaning-script'),
  ('prompt', 'analysis-executive-summary'), ('prompt', 'cohort-retention-analysis'), ('prompt', 'simple-forecast-with-assumptions'),
  ('prompt', 'cold-email-first-touch'), ('prompt', 'follow-up-after-silence'), ('prompt', 'meeting-request-busy-person'),
  ('prompt', 'deliver-bad-news-email'), ('prompt', 'decline-politely'), ('prompt', 'inbox-triage'),
  ('prompt', 'reply-to-tense-email'), ('prompt', 'newsletter-issue-from-updates'), ('prompt', 'double-opt-in-introduction'),
  ('prompt', 'meeting-recap-next-steps'), ('prompt', 'ask-a-favour'), ('prompt', 'subject-line-and-preview-text'),
  ('prompt', 'watercolour-storybook-scene'), ('prompt', 'editorial-concept-illustration'), ('prompt', 'botanical-scientific-plate'),
  ('prompt', 'isometric-miniature-scene'), ('prompt', 'linocut-print'), ('prompt', 'anime-background-painting'),
  ('prompt', 'interior-design-concept'), ('prompt', 'architectural-exterior-render'), ('prompt', 'material-mood-board'),
  ('prompt', 'isometric-home-cutaway'), ('prompt', 'public-space-landscape-design'), ('prompt', 'hospitality-interior'),
  ('prompt', 'explain-concept-at-my-level'), ('prompt', 'exam-revision-timetable'), ('prompt', 'socratic-tutor'),
  ('prompt', 'quiz-from-material'), ('prompt', 'lesson-plan'), ('prompt', 'spaced-repetition-flashcards'),
  ('prompt', 'feedback-on-student-work'), ('prompt', 'language-conversation-partner'), ('prompt', 'skill-roadmap-with-projects'),
  ('prompt', 'grading-rubric'), ('prompt', 'anticipate-misconceptions'), ('prompt', 'adult-training-workshop'),
  ('prompt', 'minimal-logo-mark'), ('prompt', 'vintage-badge-emblem'), ('prompt', 'event-poster-typography'),
  ('prompt', 'seamless-surface-pattern'), ('prompt', 'consistent-icon-set'), ('prompt', 'book-or-album-cover'),
  ('prompt', 'landing-page-copy'), ('prompt', 'positioning-statement'), ('prompt', 'paid-ad-variants'),
  ('prompt', 'ecommerce-product-description'), ('prompt', 'brand-voice-guide'), ('prompt', 'tagline-brainstorm'),
  ('prompt', 'customer-persona-from-research'), ('prompt', 'launch-campaign-plan'), ('prompt', 'seo-content-brief'),
  ('prompt', 'features-to-benefits'), ('prompt', 'customer-case-study'), ('prompt', 'environmental-portrait'),
  ('prompt', 'golden-hour-landscape'), ('prompt', 'rainy-night-street-photo'), ('prompt', 'overhead-food-flatlay'),
  ('prompt', 'macro-nature-detail'), ('prompt', 'wildlife-telephoto'), ('prompt', 'studio-packshot'),
  ('prompt', 'lifestyle-product-in-use'), ('prompt', 'liquid-splash-beauty-shot'), ('prompt', 'levitating-product-hero'),
  ('prompt', 'chilled-drink-advert'), ('prompt', 'banner-with-copy-space'), ('prompt', 'product-requirements-one-pager'),
  ('prompt', 'user-stories-with-acceptance-criteria'), ('prompt', 'rice-backlog-prioritisation'), ('prompt', 'customer-interview-guide'),
  ('prompt', 'release-notes'), ('prompt', 'now-next-later-roadmap'), ('prompt', 'feature-request-triage'),
  ('prompt', 'opportunity-solution-tree'), ('prompt', 'launch-readiness-checklist'), ('prompt', 'ux-heuristic-review'),
  ('prompt', 'post-launch-review'), ('prompt', 'time-blocked-week'), ('prompt', 'project-breakdown'),
  ('prompt', 'prioritise-task-list'), ('prompt', 'outcome-driven-meeting-agenda'), ('prompt', 'weekly-review'),
  ('prompt', 'start-an-avoided-task'), ('prompt', 'habit-design'), ('prompt', 'delegation-brief'),
  ('prompt', 'standard-operating-procedure'), ('prompt', 'ninety-day-goal-plan'), ('prompt', 'event-planning-checklist'),
  ('prompt', 'calendar-audit'), ('prompt', 'layered-document-summary'), ('prompt', 'research-landscape-with-sources'),
  ('prompt', 'compare-sources'), ('prompt', 'fact-check-a-claim'), ('prompt', 'research-plan'),
  ('prompt', 'qualitative-interview-synthesis'), ('prompt', 'explain-an-academic-paper'), ('prompt', 'transcript-to-notes'),
  ('prompt', 'unbiased-survey-design'), ('prompt', 'reading-highlights-to-notes'), ('prompt', 'quick-topic-briefing'),
  ('prompt', 'discovery-call-plan'), ('prompt', 'objection-responses'), ('prompt', 'sales-proposal-draft'),
  ('prompt', 'account-research-brief'), ('prompt', 'mutual-action-plan'), ('prompt', 'ideal-customer-profile'),
  ('prompt', 'deal-risk-review'), ('prompt', 'buyer-roleplay-practice'), ('prompt', 'price-presentation-talk-track'),
  ('prompt', 'multi-touch-outreach-sequence'), ('prompt', 'win-loss-patterns'), ('prompt', 'elevator-pitch-by-listener'),
  ('prompt', 'linkedin-post-from-experience'), ('prompt', 'article-to-thread'), ('prompt', 'short-form-video-script'),
  ('prompt', 'monthly-content-calendar'), ('prompt', 'instagram-carousel-slides'), ('prompt', 'comment-replies'),
  ('prompt', 'photo-caption-options'), ('prompt', 'repurpose-one-piece-everywhere'), ('prompt', 'social-listening-themes'),
  ('prompt', 'engagement-post-ideas'), ('prompt', 'youtube-video-package'), ('prompt', 'article-draft-from-notes'),
  ('prompt', 'tighten-and-clarify'), ('prompt', 'rewrite-for-a-new-audience'), ('prompt', 'proofread-with-change-list'),
  ('prompt', 'headline-variations'), ('prompt', 'plain-language-rewrite'), ('prompt', 'occasion-speech'),
  ('prompt', 'developmental-edit-feedback'), ('prompt', 'short-story-opening'), ('prompt', 'professional-bio-three-lengths'),
  ('prompt', 'strengthen-opinion-piece')
)
INSERT INTO "library_starter_offers" ("kind", "slug")
SELECT "kind", "slug" FROM "first_edition"
WHERE EXISTS (
  SELECT 1 FROM "library_prompts"
  JOIN "first_edition" AS "seeded" ON "seeded"."kind" = 'prompt' AND "seeded"."slug" = "library_prompts"."slug"
);
