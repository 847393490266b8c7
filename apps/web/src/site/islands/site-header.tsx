import { PublicHeader } from "../../components/layouts/public-header.tsx";
import { signOutFromSite, useSiteSession } from "../use-site-session.ts";

/** The marketing header with the visitor's live session. */
export function Component({ currentPath }: { currentPath: string }) {
  const session = useSiteSession();
  return <PublicHeader session={session} onSignOut={() => void signOutFromSite()} currentPath={currentPath} />;
}
