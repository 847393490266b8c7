import type { PromptType } from "@promptloom/contracts/library";
import type { AdminLibraryImportInput } from "@promptloom/contracts/library-admin";
import { importFormatOf, type ImportFormat } from "@promptloom/contracts/prompt-transfer";
import { Upload } from "lucide-react";
import { useState } from "react";

import { describeFailure } from "../../../components/form/form.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormError } from "../../../components/ui/form-error.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { toast } from "../../../lib/toast.ts";
import { useAdminCategories } from "../api/library-taxonomy.ts";
import { useImportLibrary } from "../api/library-transfer.ts";
import { ImportReport } from "./import-report.tsx";

type ImportFile = { name: string; format: ImportFormat; content: string };
type Options = Pick<AdminLibraryImportInput, "existing" | "status" | "defaultCategory">;

/** Import in two steps: a preview of what the file adds, updates and rejects, then the import itself. */
export function ImportForm({ type }: { type: PromptType }) {
  const categories = useAdminCategories(type);
  const importLibrary = useImportLibrary();
  const [file, setFile] = useState<ImportFile | null>(null);
  const [options, setOptions] = useState<Options>({ existing: "skip" });
  const [failure, setFailure] = useState<string | null>(null);
  const report = importLibrary.data;
  const changeOptions = (changes: Partial<Options>) => {
    setOptions((current) => ({ ...current, ...changes }));
    importLibrary.reset();
  };

  const pick = async (picked: File | undefined) => {
    importLibrary.reset();
    setFile(null);
    if (!picked) return;
    const format = importFormatOf(picked.name);
    if (!format) return setFailure("Choose a .csv or .json file.");
    setFailure(null);
    setFile({ name: picked.name, format, content: await picked.text() });
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setFailure(null);
    try {
      const result = await importLibrary.mutateAsync({
        ...options,
        format: file.format,
        content: file.content,
        dryRun,
      });
      if (!dryRun) {
        toast({
          title: `${countOf(result.added.length + result.updated.length, "prompt")} imported`,
          variant: "success",
        });
      }
    } catch (error) {
      setFailure(describeFailure(error));
    }
  };

  const canCommit = report?.dryRun === true && report.added.length + report.updated.length > 0;
  return (
    <section aria-labelledby="import-heading" className="space-y-4 rounded-lg border border-border p-4">
      <h3 id="import-heading" className="font-medium">
        Import prompts
      </h3>
      <p className="text-sm text-muted-foreground">
        A CSV or JSON file in the export's format, text and image prompts alike. Preview it first: nothing changes until
        you import.
      </p>
      <FormError message={failure} />
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="import-file">File</Label>
          <input
            id="import-file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-transparent file:px-3 file:py-1.5 file:text-foreground"
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="import-existing">Prompts already in the library (same slug)</Label>
          <NativeSelect
            id="import-existing"
            className="w-full"
            value={options.existing}
            onChange={(event) => changeOptions({ existing: event.target.value === "update" ? "update" : "skip" })}
          >
            <option value="skip">Leave them as they are (rejected as duplicates)</option>
            <option value="update">Update them from the file</option>
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="import-status">Status</Label>
          <NativeSelect
            id="import-status"
            className="w-full"
            value={options.status ?? ""}
            onChange={(event) => {
              const status = event.target.value;
              changeOptions({ status: status === "draft" || status === "published" ? status : undefined });
            }}
          >
            <option value="">As the file says (published when it does not say)</option>
            <option value="draft">All as drafts</option>
            <option value="published">All published</option>
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="import-category">Category for rows without one</Label>
          <NativeSelect
            id="import-category"
            className="w-full"
            value={options.defaultCategory ?? ""}
            onChange={(event) => changeOptions({ defaultCategory: event.target.value || undefined })}
          >
            <option value="">“Imported” (created when needed)</option>
            {categories.data?.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!file || importLibrary.isPending} onClick={() => void send(true)}>
          <Upload aria-hidden="true" />
          {importLibrary.isPending && !canCommit ? "Checking..." : "Preview import"}
        </Button>
        {canCommit ? (
          <Button variant="gradient" disabled={importLibrary.isPending} onClick={() => void send(false)}>
            {importLibrary.isPending
              ? "Importing..."
              : `Import ${countOf(report.added.length + report.updated.length, "prompt")}`}
          </Button>
        ) : null}
      </div>
      {report ? <ImportReport report={report} /> : null}
    </section>
  );
}
