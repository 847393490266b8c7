import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useAdminDiscordCommunity } from "../api/discord-community.ts";
import { DiscordSettingsForm } from "./discord-settings-form.tsx";

/** /app/admin/discord's content: the community settings, once loaded. */
export function DiscordSettingsScreen() {
  const community = useAdminDiscordCommunity();
  if (community.isPending) return <Spinner label="Loading the Discord settings" />;
  if (community.isError) {
    return (
      <LoadError
        message={`Could not load the Discord settings. ${community.error.message}`}
        onRetry={() => void community.refetch()}
      />
    );
  }
  return <DiscordSettingsForm community={community.data} />;
}
