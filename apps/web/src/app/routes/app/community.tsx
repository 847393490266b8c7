import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { useSession } from "../../../entities/session/session.ts";
import { DiscordScreen } from "../../../features/discord/components/discord-screen.tsx";

/** /app/community: the members' Discord server. */
export function Component() {
  const { isAdmin } = useSession();
  return (
    <MemberScreen screen={screens.community}>
      <DiscordScreen isAdmin={isAdmin} />
    </MemberScreen>
  );
}
