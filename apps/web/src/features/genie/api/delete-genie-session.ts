import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { genieSessionsQueryKey } from "./get-genie-sessions.ts";

export const useDeleteGenieSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.genie.sessions[":id"].$delete({ param: { id: encodeURIComponent(id) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: genieSessionsQueryKey }),
  });
};
