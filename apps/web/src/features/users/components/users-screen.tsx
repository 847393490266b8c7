import { Users } from "lucide-react";

import { PageNav } from "../../../components/ui/page-nav.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { useMembers } from "../api/get-members.ts";
import { useMemberListAddress } from "../use-member-list-address.ts";
import { MemberDetail } from "./member-detail.tsx";
import { MemberListToolbar } from "./member-list-toolbar.tsx";
import { MemberList } from "./member-list.tsx";

/** Members for admins: find them, then open one to see their account and act on it. */
export function UsersScreen() {
  const address = useMemberListAddress();
  const { list } = address;
  const members = useMembers(list);
  if (address.memberId) return <MemberDetail id={address.memberId} onBack={address.closeMember} />;

  const isFiltered = list.q !== "" || list.filter !== "all";
  return (
    <div className="space-y-4">
      <MemberListToolbar q={list.q} filter={list.filter} sort={list.sort} onChange={address.changeList} />
      <QueryState
        query={members}
        items={members.data?.items}
        pendingLabel="Loading members"
        errorLabel="Could not load members."
        empty={
          <EmptyState
            icon={Users}
            title={isFiltered ? "No members match." : "No members yet."}
            description={
              isFiltered ? "Try other words or show everyone." : "Members appear here as soon as someone signs up."
            }
          />
        }
      >
        {(items) => (
          <div className="space-y-4" aria-busy={members.isPlaceholderData}>
            <MemberList members={items} onOpen={address.openMember} />
            <PageNav
              page={members.data?.page ?? 1}
              pageCount={members.data?.pageCount ?? 1}
              total={members.data?.total ?? items.length}
              noun={members.data?.total === 1 ? "member" : "members"}
              onPage={address.goToPage}
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}
