import type {
  CommunityBanInput,
  DeleteMemberInput,
  MemberDetail,
  SetMemberAccessInput,
  SetMemberAdminInput,
} from "@promptloom/contracts/admin-users";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { memberQueryOptions } from "./get-member.ts";
import { membersQueryKey } from "./get-members.ts";

const member = api.admin.users[":id"];

/**
 * A change to one member: the answer is the member as they are now, shown at once, and every
 * list is read again (the member may have left or joined a filter).
 */
const useMemberChange = <Input>(send: (id: string, input: Input) => Promise<MemberDetail>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Input }) => send(id, input),
    onSuccess: async (detail) => {
      queryClient.setQueryData(memberQueryOptions(detail.id).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: [...membersQueryKey, "list"] });
    },
  });
};

export const useSetMemberAdmin = () =>
  useMemberChange((id, json: SetMemberAdminInput) => unwrap(member.admin.$put({ param: { id }, json })));

export const useSetMemberAccess = () =>
  useMemberChange((id, json: SetMemberAccessInput) => unwrap(member.access.$post({ param: { id }, json })));

export const useBanFromSharing = () =>
  useMemberChange((id, json: CommunityBanInput) => unwrap(member["community-ban"].$post({ param: { id }, json })));

export const useLiftSharingBan = () =>
  useMemberChange((id, _: void) => unwrap(member["community-ban"].$delete({ param: { id } })));

/** Answers with the sentence to show ("Password reset e-mail sent to …"). */
export const useSendPasswordReset = () =>
  useMutation({
    mutationFn: async (id: string) => (await unwrap(member["password-reset"].$post({ param: { id } }))).message,
  });

export const useDeleteMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeleteMemberInput }) =>
      unwrap(member.$delete({ param: { id }, json: input })),
    onSuccess: async (_, { id }) => {
      queryClient.removeQueries({ queryKey: memberQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: [...membersQueryKey, "list"] });
    },
  });
};
