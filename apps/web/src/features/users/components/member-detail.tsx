import { ArrowLeft } from "lucide-react";

import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useSession } from "../../../entities/session/session.ts";
import { ApiError } from "../../../lib/api-client.ts";
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

  if (member.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <div className="flex justify-center py-12">
          <Spinner label="Loading the member" />
        </div>
      </div>
    );
  }
  if (member.isError) {
    const isGone = member.error instanceof ApiError && member.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        {isGone ? (
          <Alert>
            <AlertDescription>{member.error.message}</AlertDescription>
          </Alert>
        ) : (
          <LoadError
            message={`Could not load the member. ${member.error.message}`}
            onRetry={() => void member.refetch()}
          />
        )}
      </div>
    );
  }

  const detail = member.data;
  return (
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
  );
}
