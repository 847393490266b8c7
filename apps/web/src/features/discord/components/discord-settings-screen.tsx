import { ItemState } from "../../../components/ui/item-state.tsx";
import { useAdminDiscordCommunity } from "../api/discord-community.ts";
import { DiscordSettingsForm } from "./discord-settings-form.tsx";

/** /app/admin/discord's content: the community settings, once loaded (null before the first save). */
export function DiscordSettingsScreen() {
  const community = useAdminDiscordCommunity();
  return (
    <ItemState
      query={{ ...community, data: community.data === undefined ? undefined : { community: community.data } }}
      pendingLabel="Loading the Discord settings"
      errorLabel="Could not load the Discord settings."
    >
      {(loaded) => <DiscordSettingsForm community={loaded.community} />}
    </ItemState>
  );
}
