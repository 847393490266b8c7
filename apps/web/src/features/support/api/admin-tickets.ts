import type { StaffReplyInput, Ticket, TicketStatus } from "@promptloom/contracts/support-tickets";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";

import { api, toQuery, unwrap, withSignal } from "../../../lib/api-client.ts";

const adminTicketsQueryKey = ["admin", "support-tickets"] as const;

export const adminTicketsQueryOptions = (filters: { status?: TicketStatus; q?: string }) =>
  infiniteQueryOptions({
    queryKey: [...adminTicketsQueryKey, "list", filters],
    queryFn: async ({ signal, pageParam }) =>
      unwrap(api.admin.support.tickets.$get({ query: toQuery({ ...filters, cursor: pageParam }) }, withSignal(signal))),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
export const useAdminTickets = (filters: { status?: TicketStatus; q?: string }) =>
  useInfiniteQuery(adminTicketsQueryOptions(filters));

export const adminTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminTicketsQueryKey, "one", id],
    queryFn: async ({ signal }) => unwrap(api.admin.support.tickets[":id"].$get({ param: { id } }, withSignal(signal))),
    enabled: id !== "",
  });
export const useAdminTicket = (id: string) => useQuery(adminTicketQueryOptions(id));

export const answerTicket = ({ id, input }: { id: string; input: StaffReplyInput }) =>
  unwrap(api.admin.support.tickets[":id"].replies.$post({ param: { id }, json: input }));
export const setTicketStatus = ({ id, status }: { id: string; status: TicketStatus }) =>
  unwrap(api.admin.support.tickets[":id"].$patch({ param: { id }, json: { status } }));

/** The server answers with the changed ticket: it replaces the open one, and the inbox reloads. */
const useAdminTicketMutation = <Input>(mutationFn: (input: Input) => Promise<Ticket>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (ticket) => {
      queryClient.setQueryData(adminTicketQueryOptions(ticket.id).queryKey, ticket);
      return queryClient.invalidateQueries({ queryKey: [...adminTicketsQueryKey, "list"] });
    },
  });
};
export const useAnswerTicket = () => useAdminTicketMutation(answerTicket);
export const useSetTicketStatus = () => useAdminTicketMutation(setTicketStatus);
