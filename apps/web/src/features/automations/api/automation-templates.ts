import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const automationTemplatesQueryKey = ["automations", "templates"] as const;

export const automationTemplatesQueryOptions = queryOptions({
  queryKey: automationTemplatesQueryKey,
  queryFn: async ({ signal }) => (await unwrap(api.automations.templates.$get({}, withSignal(signal)))).items,
});

export const useAutomationTemplates = () => useQuery(automationTemplatesQueryOptions);

/** One template with its workflow, the site's address already filled in. */
export const useAutomationTemplate = (slug: string | null) =>
  useQuery({
    queryKey: [...automationTemplatesQueryKey, slug],
    queryFn: async ({ signal }) =>
      unwrap(api.automations.templates[":slug"].$get({ param: { slug: slug ?? "" } }, withSignal(signal))),
    enabled: slug !== null,
  });

/** The address of a template's file, for a plain download link. */
export const templateDownloadUrl = (slug: string) =>
  api.automations.templates[":slug"].download.$path({ param: { slug } });
