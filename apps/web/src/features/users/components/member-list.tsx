import type { MemberSummary } from "@promptloom/contracts/admin-users";
import { ChevronRight } from "lucide-react";

import { formatDate, formatDateTime } from "../../../lib/format-date.ts";
import { formatHours } from "../../../lib/format-hours.ts";
import { MemberBadges } from "./member-badges.tsx";

/** One page of members; each row opens the member's account. */
export function MemberList({ members, onOpen }: { members: MemberSummary[]; onOpen: (id: string) => void }) {
  return (
    <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Members">
      {members.map((member) => (
        <li key={member.id}>
          <button
            type="button"
            onClick={() => onOpen(member.id)}
            className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-accent/40 focus-visible:bg-accent/40 focus-visible:outline-none"
          >
            <span className="grid min-w-0 flex-1 gap-1 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)] md:items-center md:gap-4">
              <span className="min-w-0">
                <span className="block truncate font-medium">{member.name || member.email}</span>
                <span className="block truncate text-sm text-muted-foreground">{member.email}</span>
              </span>
              <MemberBadges member={member} />
              <span className="text-sm text-muted-foreground">
                <span className="block">Joined {formatDate(member.createdAt)}</span>
                <span className="block">
                  {member.lastSignInAt ? `Signed in ${formatDateTime(member.lastSignInAt)}` : "Never signed in"}
                </span>
                <span className="block">{formatHours(member.minutesSaved)} h saved</span>
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </button>
        </li>
      ))}
    </ul>
  );
}
