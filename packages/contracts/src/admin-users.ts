import { z } from "zod";

import { emailSchema } from "./auth.ts";
import { subscriptionSchema } from "./billing.ts";
import { requiredText } from "./required-text.ts";

export const memberFilters = ["all", "paid", "unpaid", "refunded", "admin"] as const;
export type MemberFilter = (typeof memberFilters)[number];

export const memberFilterLabels: Record<MemberFilter, string> = {
  all: "Everyone",
  paid: "Paid",
  unpaid: "Unpaid",
  refunded: "Refunded",
  admin: "Admins",
};

export const memberSorts = ["newest", "oldest", "name", "email", "last_sign_in", "minutes_saved"] as const;
export type MemberSort = (typeof memberSorts)[number];

export const memberSortLabels: Record<MemberSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name (A–Z)",
  email: "E-mail (A–Z)",
  last_sign_in: "Last signed in",
  minutes_saved: "Most time saved",
};

export const memberPageSizes = [25, 50, 100] as const;

/** GET /api/admin/users: search by name or e-mail, one filter, one order, numbered pages. */
export const memberListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  filter: z.enum(memberFilters).default("all"),
  sort: z.enum(memberSorts).default("newest"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

export const memberSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  isPaid: z.boolean(),
  refunded: z.boolean(),
  /** Access given by an admin, outside any payment. */
  paidByHand: z.boolean(),
  /** Banned from sharing community prompts. */
  isCommunityBanned: z.boolean(),
  plan: z.enum(["monthly", "yearly"]).nullable(),
  minutesSaved: z.number().int(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberListSchema = z.object({
  items: z.array(memberSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type MemberList = z.infer<typeof memberListSchema>;

export const memberSignInSchema = z.object({
  createdAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type MemberSignIn = z.infer<typeof memberSignInSchema>;

export const memberDetailSchema = memberSummarySchema.extend({
  refundedAt: z.string().nullable(),
  /** Why sharing is blocked, as the admin wrote it. */
  communityBanReason: z.string().nullable(),
  subscription: subscriptionSchema.extend({ provider: z.string() }).nullable(),
  usage: z.object({
    events: z.number().int(),
    minutesSaved: z.number().int(),
    last30DaysMinutes: z.number().int(),
    lastEventAt: z.string().nullable(),
    byCategory: z.array(z.object({ category: z.string(), events: z.number().int(), minutes: z.number().int() })),
  }),
  savedPromptCount: z.number().int(),
  communityPromptCount: z.number().int(),
  /** Sign-ins on record (each started session), and the sessions still open, most recently used first. */
  signInCount: z.number().int(),
  signIns: z.array(memberSignInSchema),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** PUT /api/admin/users/:id/admin. Removing your own admin access needs `confirm: true`. */
export const setMemberAdminSchema = z.object({
  isAdmin: z.boolean(),
  confirm: z.boolean().default(false),
});
export type SetMemberAdminInput = z.input<typeof setMemberAdminSchema>;

export const memberAccessLevels = ["paid", "unpaid", "refunded"] as const;
export type MemberAccessLevel = (typeof memberAccessLevels)[number];

export const memberAccessLabels: Record<MemberAccessLevel, string> = {
  paid: "Paid (given by hand)",
  unpaid: "Unpaid",
  refunded: "Refunded",
};

export const memberReasonMaxLength = 500;

/**
 * POST /api/admin/users/:id/access: mark paid or unpaid by hand, or refunded (which cancels the
 * member's billing and signs them out everywhere). The reason goes into the audit log.
 */
export const setMemberAccessSchema = z.object({
  access: z.enum(memberAccessLevels, "Choose paid, unpaid or refunded"),
  reason: requiredText("Reason", memberReasonMaxLength),
});
export type SetMemberAccessInput = z.input<typeof setMemberAccessSchema>;

/** DELETE /api/admin/users/:id: confirmed by typing the member's e-mail address. */
export const deleteMemberSchema = z.object({
  confirmEmail: emailSchema,
  reason: requiredText("Reason", memberReasonMaxLength),
});
export type DeleteMemberInput = z.input<typeof deleteMemberSchema>;

/** POST /api/admin/users/:id/community-ban: the member may no longer share community prompts. */
export const communityBanSchema = z.object({ reason: requiredText("Reason", memberReasonMaxLength) });
export type CommunityBanInput = z.input<typeof communityBanSchema>;

export const memberMessages = {
  lastAdmin: "At least one admin must remain. Make someone else an admin first.",
  confirmSelf: "Removing your own admin access needs confirmation: you will lose the admin area at once.",
  deleteSelf: "Delete your own account from the Account screen.",
  confirmEmailMismatch: "Type the member's e-mail address to confirm",
  resetSent: (email: string) => `Password reset e-mail sent to ${email}`,
  notFound: "Member not found",
} as const;
