import { exportFormats, importFormatOf } from "@promptloom/contracts/prompt-transfer";
import type { SavedPromptFilters } from "@promptloom/contracts/saved-prompts";
import { Download, Upload } from "lucide-react";
import { useRef } from "react";

import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { Button } from "../../../components/ui/button.tsx";
import { api, toQuery } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useImportSavedPrompts } from "../api/import-saved-prompts.ts";

const formatLabels = { json: "JSON", csv: "CSV", md: "Markdown" } as const;

/** Downloads of the prompts on screen (JSON, CSV, Markdown) and import of a JSON or CSV file. */
export function TransferMenu({ filters }: { filters: SavedPromptFilters }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const importFile = useImportSavedPrompts();

  const read = async (file: File) => {
    const format = importFormatOf(file.name);
    if (!format) {
      toast({ title: "Import failed", description: "Choose a .json or .csv file.", variant: "destructive" });
      return;
    }
    importFile.mutate(
      { format, content: await file.text() },
      {
        onSuccess: (report) =>
          toast({
            title: `Imported ${report.imported} ${report.imported === 1 ? "prompt" : "prompts"}`,
            description:
              report.skipped.length > 0
                ? `Skipped ${report.skipped.length}: ${report.skipped
                    .slice(0, 3)
                    .map((row) => `row ${row.row} (${row.reason})`)
                    .join("; ")}${report.skipped.length > 3 ? "; …" : ""}`
                : undefined,
            variant: "success",
          }),
        onError: (error) => toast({ title: "Import failed", description: error.message, variant: "destructive" }),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Export</span>
      {exportFormats.map((format) => (
        <a
          key={format}
          href={api["saved-prompts"].export.$path({ query: toQuery({ ...filters, format }) })}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden="true" />
          {formatLabels[format]}
        </a>
      ))}
      <Button variant="outline" size="sm" disabled={importFile.isPending} onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden="true" />
        Import
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,.csv,application/json,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label="Import prompts from a file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void read(file);
        }}
      />
    </div>
  );
}
