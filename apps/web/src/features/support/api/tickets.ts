import type { CreateTicketInput, TicketReplyInput } from "@promptloom/contracts/support-tickets";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { useServerEvent } from "../../../lib/use-server-event.ts";

export const ticketsQueryKey = ["support", "tickets"] as const;

export const myTicketsQueryOptions = queryOptions({
  queryKey: [...ticketsQueryKey, "mine"],
  queryFn: async ({ signal }) => (await unwrap(api.support.tickets.$get({}, withSignal(signal)))).items,
});
export const useMyTickets = () => useQuery(myTicketsQueryOptions);

export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, "one", id],
    queryFn: async ({ signal }) => unwrap(api.support.tickets[":id"].$get({ param: { id } }, withSignal(signal))),
    enabled: id !== "",
  });
export const useTicket = (id: string) => useQuery(ticketQueryOptions(id));

export const openTicket = (input: CreateTicketInput) => unwrap(api.support.tickets.$post({ json: input }));
export const replyToTicket = ({ id, input }: { id: string; input: TicketReplyInput }) =>
  unwrap(api.support.tickets[":id"].replies.$post({ param: { id }, json: input }));

const useTicketMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }) });
};
export const useOpenTicket = () => useTicketMutation(openTicket);
export const useReplyToTicket = () => useTicketMutation(replyToTicket);

/**
 * Keeps the member's tickets current while their support page is open: the team's answers,
 * closes and reopens arrive as server events, and a reconnected stream reads them all again.
 */
export const useLiveTickets = () => {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
  useServerEvent("support", refresh);
  useServerEvent("resync", refresh);
};
