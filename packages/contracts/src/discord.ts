import { z } from "zod";

import { requiredText } from "./required-text.ts";

export const discordLimits = {
  serverNameMaxLength: 100,
  descriptionMaxLength: 1000,
  rulesMax: 15,
  ruleMaxLength: 300,
} as const;

/** discord.gg/<code>, discord.com/invite/<code> or the older discordapp.com/invite/<code>, over HTTPS. */
const invitePattern = /^https:\/\/(?:www\.)?(?:discord\.gg\/|discord(?:app)?\.com\/invite\/)([A-Za-z0-9-]{2,32})\/?$/;

export const discordInviteMessage = "Use a Discord invite link such as https://discord.gg/abc123";

/** A Discord invite link, kept in its short form. */
export const discordInviteSchema = z
  .string()
  .trim()
  .regex(invitePattern, discordInviteMessage)
  .transform((url) => `https://discord.gg/${invitePattern.exec(url)?.[1] ?? ""}`);

export const discordCommunitySchema = z.object({
  inviteUrl: discordInviteSchema,
  serverName: requiredText("Server name", discordLimits.serverNameMaxLength),
  description: requiredText("Description", discordLimits.descriptionMaxLength),
  rules: z
    .array(requiredText("Rule", discordLimits.ruleMaxLength))
    .max(discordLimits.rulesMax, `At most ${discordLimits.rulesMax} rules`),
});
export type DiscordCommunity = z.output<typeof discordCommunitySchema>;
export type DiscordCommunityInput = z.input<typeof discordCommunitySchema>;

/** null until an admin sets the community up. */
export const discordCommunityResponseSchema = z.object({ community: discordCommunitySchema.nullable() });
export type DiscordCommunityResponse = z.infer<typeof discordCommunityResponseSchema>;
