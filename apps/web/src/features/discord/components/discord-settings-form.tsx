import { discordCommunitySchema, discordLimits, type DiscordCommunity } from "@promptloom/contracts/discord";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { listFromLines } from "../../../lib/list-from-lines.ts";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useSaveDiscordCommunity } from "../api/discord-community.ts";

/** The rules as one line each in the form. */
const formSchema = discordCommunitySchema.extend({ rules: listFromLines(discordCommunitySchema.shape.rules) });

const toForm = (community: DiscordCommunity | null) => ({
  inviteUrl: community?.inviteUrl ?? "",
  serverName: community?.serverName ?? "",
  description: community?.description ?? "",
  rules: community?.rules.join("\n") ?? "",
});

/** The invite link, server name, description and rules members see on the Discord screen. */
export function DiscordSettingsForm({ community }: { community: DiscordCommunity | null }) {
  const save = useSaveDiscordCommunity();
  const form = useSchemaForm(formSchema, { defaultValues: toForm(community) });
  return (
    <Form
      form={form}
      className="max-w-2xl space-y-4"
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values);
        form.reset(toForm(saved.community));
        toast({ title: "Discord community saved", description: "Members see it now.", variant: "success" });
      }}
    >
      <Field
        name="inviteUrl"
        label="Invite link"
        type="url"
        placeholder="https://discord.gg/abc123"
        hint="Create an invite that never expires and has no use limit."
      />
      <Field name="serverName" label="Server name" maxLength={discordLimits.serverNameMaxLength} />
      <Field name="description" label="Description" multiline rows={4} maxLength={discordLimits.descriptionMaxLength} />
      <Field name="rules" label={`Rules (one per line, up to ${discordLimits.rulesMax})`} multiline rows={6} />
      <SubmitButton pendingLabel="Saving...">Save</SubmitButton>
    </Form>
  );
}
