import { discordCommunitySchema, type DiscordCommunity } from "@promptloom/contracts/discord";

import { changedValues, recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { readSetting, writeSetting } from "../../lib/site-settings.ts";

const key = "discord_community";

export const readDiscordCommunity = (db: Database): Promise<DiscordCommunity | null> =>
  readSetting<DiscordCommunity | null>(db, key, discordCommunitySchema, null);

/** Saves the invite, name, description and rules with the audit entry of what changed. */
export const saveDiscordCommunity = async (options: {
  db: Database;
  actor: AuditActor;
  community: DiscordCommunity;
}): Promise<DiscordCommunity> => {
  const { db, actor, community } = options;
  const before = await readDiscordCommunity(db);
  await db.transaction(async (tx) => {
    await writeSetting(tx, { key, category: "community", value: community });
    await recordAuditEntry(tx, {
      actor,
      action: "discord.update",
      target: { type: "discord_community", id: key, label: community.serverName },
      ...changedValues(before ?? {}, community),
    });
  });
  return community;
};
