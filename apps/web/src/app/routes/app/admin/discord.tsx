import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { DiscordSettingsScreen } from "../../../../features/discord/components/discord-settings-screen.tsx";

/** /app/admin/discord: the invite link, server name, description and rules. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminDiscord} width="medium">
      <DiscordSettingsScreen />
    </MemberScreen>
  );
}
