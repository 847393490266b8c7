import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

/** A mutation after which every query under `keys` is read again (the admin's list and the members'). */
export const useChange = <Input, Output>(change: (input: Input) => Promise<Output>, keys: readonly QueryKey[]) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
