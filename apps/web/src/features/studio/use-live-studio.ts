import { useQueryClient } from "@tanstack/react-query";

import { useServerEvent } from "../../lib/use-server-event.ts";
import { studioOptionsQueryKey } from "./api/get-studio-options.ts";
import { studioPresetsQueryKey } from "./api/get-studio-presets.ts";

/** An open studio reads the option sets and presets again when an admin changes them (or after missed events). */
export const useLiveStudio = () => {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: studioOptionsQueryKey }),
      queryClient.invalidateQueries({ queryKey: studioPresetsQueryKey }),
    ]);
  useServerEvent("studio", () => void refresh());
  useServerEvent("resync", () => void refresh());
};
