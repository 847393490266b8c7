import { themeSchema, type Theme } from "@promptloom/contracts/theme";
import type { ThemeColorName, ThemeColors } from "@promptloom/contracts/theme-colors";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { useServerEvent } from "../../../lib/use-server-event.ts";

const themeQueryKey = ["theme"] as const;

/**
 * The stored theme, kept current while the editor is open: a change saved anywhere (another
 * admin, another tab) arrives over the event stream.
 */
export const useStoredTheme = () => {
  const queryClient = useQueryClient();
  useServerEvent("theme", (data) => {
    const theme = themeSchema.safeParse(data);
    if (theme.success) queryClient.setQueryData(themeQueryKey, theme.data);
  });
  useServerEvent("resync", () => void queryClient.invalidateQueries({ queryKey: themeQueryKey }));
  return useQuery({
    queryKey: themeQueryKey,
    queryFn: ({ signal }) => unwrap(api.theme.$get({}, withSignal(signal))),
  });
};

/** Each change answers with the stored theme as it is now; it replaces the cached one at once. */
const useThemeChange = <Input>(send: (input: Input) => Promise<Theme>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (theme) => queryClient.setQueryData(themeQueryKey, theme),
  });
};

const colour = api.admin.theme.colors[":name"];

export const useSaveTheme = () =>
  useThemeChange((colors: ThemeColors) => unwrap(api.admin.theme.$put({ json: { colors } })));

export const useResetTheme = () => useThemeChange((_: void) => unwrap(api.admin.theme.$delete()));

export const useSetThemeColor = () =>
  useThemeChange(({ name, value }: { name: ThemeColorName; value: string }) =>
    unwrap(colour.$put({ param: { name }, json: { value } })),
  );

export const useResetThemeColor = () =>
  useThemeChange((name: ThemeColorName) => unwrap(colour.$delete({ param: { name } })));
