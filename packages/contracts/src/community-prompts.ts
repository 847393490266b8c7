import { z } from "zod";

import { displayText } from "./display-text.ts";
import { libraryLimits } from "./library.ts";
import { listResponseSchema, pageQuerySchema } from "./list.ts";
import { templateBodySchema } from "./prompt-template.ts";
import { requiredText } from "./required-text.ts";

export const communityPromptStatuses = ["pending", "approved", "rejected"] as const;
export type CommunityPromptStatus = (typeof communityPromptStatuses)[number];

export const communityStatusLabels: Record<CommunityPromptStatus, string> = {
  pending: "Waiting for review",
  approved: "Published",
  rejected: "Not accepted",
};

export const communitySorts = ["top", "newest"] as const;
export type CommunitySort = (typeof communitySorts)[number];

export const communityLimits = {
  /** Submissions per member per day. */
  submissionsPerDay: 5,
  reportDetailsMaxLength: 500,
  rejectionReasonMaxLength: 500,
} as const;

export const communityMessages = {
  banned: (reason: string | null) =>
    [
      "You can no longer share community prompts.",
      reason ? `Reason: ${reason}` : null,
      "Contact support if you think this is a mistake.",
    ]
      .filter(Boolean)
      .join(" "),
} as const;

export const reportReasons = ["spam", "offensive", "copyright", "broken", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  offensive: "Offensive or harmful",
  copyright: "Copied without permission",
  broken: "Does not work as described",
  other: "Something else",
};

const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(libraryLimits.tagMaxLength, `Tags must be at most ${libraryLimits.tagMaxLength} characters`)
  .regex(/^[a-z0-9]+(?:[ -][a-z0-9]+)*$/, "Tags are lowercase words separated by single spaces or hyphens");

export const submitCommunityPromptSchema = z.object({
  title: displayText(requiredText("Title", libraryLimits.titleMaxLength)),
  body: requiredText("Prompt", libraryLimits.bodyMaxLength).pipe(templateBodySchema),
  category: z.string().trim().min(1, "Pick a category").max(libraryLimits.slugMaxLength),
  tags: z
    .array(tagSchema)
    .max(libraryLimits.tagsMax, `At most ${libraryLimits.tagsMax} tags`)
    .transform((tags) => [...new Set(tags)])
    .default([]),
});
export type SubmitCommunityPromptInput = z.input<typeof submitCommunityPromptSchema>;

export const communityPromptSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  status: z.enum(communityPromptStatuses),
  rejectionReason: z.string().nullable(),
  /** The author's first name, as members see it. */
  authorName: z.string(),
  isOwn: z.boolean(),
  voteCount: z.number().int(),
  hasVoted: z.boolean(),
  hasReported: z.boolean(),
  copyCount: z.number().int(),
  saveCount: z.number().int(),
  createdAt: z.string(),
});
export type CommunityPrompt = z.infer<typeof communityPromptSchema>;

/** `scope=mine` lists the member's own submissions in every status. */
export const listCommunityPromptsQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(libraryLimits.slugMaxLength).optional(),
  sort: z.enum(communitySorts).default("top"),
  scope: z.enum(["all", "mine"]).default("all"),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type ListCommunityPromptsQuery = z.input<typeof listCommunityPromptsQuerySchema>;

export const communityPromptListSchema = listResponseSchema(communityPromptSchema);

export const voteResponseSchema = z.object({ voteCount: z.number().int(), hasVoted: z.boolean() });
export type VoteResponse = z.infer<typeof voteResponseSchema>;

export const reportCommunityPromptSchema = z.object({
  reason: z.enum(reportReasons, "Pick a reason"),
  details: z
    .string()
    .trim()
    .max(
      communityLimits.reportDetailsMaxLength,
      `Details must be at most ${communityLimits.reportDetailsMaxLength} characters`,
    )
    .default(""),
});
export type ReportCommunityPromptInput = z.input<typeof reportCommunityPromptSchema>;

/** Moderation (admins): the queue by status, or the prompts members reported. */
export const moderationQueueQuerySchema = pageQuerySchema.extend({
  status: z.enum([...communityPromptStatuses, "reported"]).default("pending"),
});

export const moderationItemSchema = communityPromptSchema.extend({
  authorId: z.string(),
  authorEmail: z.string(),
  /** The author may no longer share prompts. */
  isAuthorBanned: z.boolean(),
  openReports: z.number().int(),
  reviewedAt: z.string().nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

/** Reject a submission, or take a published prompt down: the author sees the reason. */
export const rejectCommunityPromptSchema = z.object({
  reason: requiredText("Reason", communityLimits.rejectionReasonMaxLength),
});

export const communityReportSchema = z.object({
  id: z.string(),
  reason: z.enum(reportReasons),
  details: z.string(),
  reporterName: z.string(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CommunityReport = z.infer<typeof communityReportSchema>;
