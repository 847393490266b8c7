import { ArrowLeft } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { ItemState } from "../../../components/ui/item-state.tsx";
import { useSession } from "../../../entities/session/session.ts";
import { useMember } from "../api/get-member.ts";
import { MemberActionsPanel } from "./member-actions-panel.tsx";
import { MemberBadges } from "./member-badges.tsx";
import { MemberFacts } from "./member-facts.tsx";

/** One member's account, what an admin reads about it and what they can do to it. */
export function MemberDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const member = useMember(id);
  const session = useSession();
  const back = (
    <Button variant="ghost" onClick={onBack} className="-ml-2">
      <ArrowLeft aria-hidden="true" /> All members
    </Button>
  );

  return (
    <ItemState query={member} pendingLabel="Loading the member" errorLabel="Could not load the member." back={back}>
      {(detail) => (
        <article className="space-y-4" aria-labelledby="member-name">
          {back}
          <header className="space-y-2">
            <h2 id="member-name" className="text-xl font-semibold break-words">
              {detail.name || detail.email}
            </h2>
            <p className="break-all text-muted-foreground">{detail.email}</p>
            <MemberBadges member={detail} />
            {detail.isCommunityBanned && detail.communityBanReason ? (
              <p className="text-sm text-muted-foreground">Banned from sharing: {detail.communityBanReason}</p>
            ) : null}
          </header>
          <MemberActionsPanel member={detail} isSelf={session.user?.id === id} onDeleted={onBack} />
          <MemberFacts member={detail} />
        </article>
      )}
    </ItemState>
  );
}
