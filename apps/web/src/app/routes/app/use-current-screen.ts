import { useMatches } from "react-router";

import type { AppScreen } from "../../../config/app-screens.ts";

const isScreenHandle = (handle: unknown): handle is { screen: AppScreen } =>
  typeof handle === "object" && handle !== null && "screen" in handle;

/** The members-area screen on show: the deepest matched route whose handle names one (member-routes.tsx). */
export const useCurrentScreen = (): AppScreen | undefined =>
  useMatches()
    .map((match) => match.handle)
    .filter(isScreenHandle)
    .at(-1)?.screen;
