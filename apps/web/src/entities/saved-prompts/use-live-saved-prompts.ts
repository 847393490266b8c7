import { useQueryClient } from "@tanstack/react-query";

import { useServerEvent } from "../../lib/use-server-event.ts";
import { savedPromptsQueryKey } from "./saved-prompts-api.ts";

/**
 * Reads the member's saved prompts again when they change elsewhere: another tab, an automation
 * through the API, or an AI assistant through the MCP server.
 */
export const useLiveSavedPrompts = () => {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey });
  useServerEvent("saved-prompts", refresh);
  useServerEvent("resync", refresh);
};
