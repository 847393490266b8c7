import type { FeaturesHeroInput, FeaturesHeroState } from "@promptloom/contracts/features-hero";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

const featuresHero = api.admin["features-hero"];
export const featuresHeroQueryKey = ["admin", "features-hero"] as const;

export const featuresHeroQueryOptions = queryOptions({
  queryKey: featuresHeroQueryKey,
  queryFn: async ({ signal }) => unwrap(featuresHero.$get({}, withSignal(signal))),
});

export const useFeaturesHero = () => useQuery(featuresHeroQueryOptions);

/** Saving and resetting both answer with the content now in use, which replaces the cached copy. */
const useFeaturesHeroChange = <Input>(send: (input: Input) => Promise<FeaturesHeroState>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => queryClient.setQueryData(featuresHeroQueryKey, state),
  });
};

export const useSaveFeaturesHero = () =>
  useFeaturesHeroChange((content: FeaturesHeroInput) => unwrap(featuresHero.$put({ json: content })));

export const useResetFeaturesHero = () => useFeaturesHeroChange(() => unwrap(featuresHero.$delete({})));
