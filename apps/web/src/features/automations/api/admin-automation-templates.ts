import type { AutomationTemplateInput, UpdateAutomationTemplateInput } from "@promptloom/contracts/automations";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { automationTemplatesQueryKey } from "./automation-templates.ts";

const adminTemplates = api.admin.automations.templates;
export const adminTemplatesQueryKey = ["admin", "automations", "templates"] as const;

export const adminTemplatesQueryOptions = queryOptions({
  queryKey: adminTemplatesQueryKey,
  queryFn: async ({ signal }) => (await unwrap(adminTemplates.$get({}, withSignal(signal)))).items,
});

export const useAdminTemplates = () => useQuery(adminTemplatesQueryOptions);

/** A template as stored, for editing: `{{PROMPTLOOM_URL}}` left in place. */
export const useAdminTemplate = (id: string | null) =>
  useQuery({
    queryKey: [...adminTemplatesQueryKey, id],
    queryFn: async ({ signal }) => unwrap(adminTemplates[":id"].$get({ param: { id: id ?? "" } }, withSignal(signal))),
    enabled: id !== null,
  });

/** Every change refreshes the admin list and the members' catalogue. */
const useInvalidateTemplates = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminTemplatesQueryKey }),
      queryClient.invalidateQueries({ queryKey: automationTemplatesQueryKey }),
    ]);
};

export const useCreateTemplate = () => {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (input: AutomationTemplateInput) => unwrap(adminTemplates.$post({ json: input })),
    onSuccess: invalidate,
  });
};

export const useUpdateTemplate = () => {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateAutomationTemplateInput }) =>
      unwrap(adminTemplates[":id"].$patch({ param: { id }, json: changes })),
    onSuccess: invalidate,
  });
};

export const useDeleteTemplate = () => {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (id: string) => unwrap(adminTemplates[":id"].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
};
