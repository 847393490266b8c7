import type { PromptType } from "@promptloom/contracts/library";
import type { AdminLibraryImportInput } from "@promptloom/contracts/library-admin";
import type { ImportFormat } from "@promptloom/contracts/prompt-transfer";
import { useMutation } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { useInvalidateLibrary } from "./library-admin-keys.ts";

/** A dry run answers what an import would do; only a real one changes the library. */
export const useImportLibrary = () => {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: (input: AdminLibraryImportInput) => unwrap(api.admin.library.import.$post({ json: input })),
    onSuccess: (report) => (report.dryRun ? undefined : invalidate()),
  });
};

/** One kind of the library's prompts, with their categories, as a download the import reads back. */
export const libraryExportPath = (format: ImportFormat, type: PromptType) =>
  api.admin.library.export.$path({ query: { format, type } });
