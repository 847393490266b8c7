import { importSteps } from "@promptloom/contracts/automations";
import { Download } from "lucide-react";

import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { templateDownloadUrl, useAutomationTemplate } from "../api/automation-templates.ts";
import { CopyTextButton } from "./copy-text-button.tsx";

/** A template's details and how to import it: copy or download the workflow, then the steps. */
export function TemplateDetailDialog({ slug, onClose }: { slug: string | null; onClose: () => void }) {
  const template = useAutomationTemplate(slug);
  const data = template.data;
  return (
    <Dialog open={slug !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-2xl">
        {template.isPending ? (
          <>
            <DialogTitle className="sr-only">Loading the template</DialogTitle>
            <div className="flex justify-center py-10">
              <Spinner label="Loading the template" />
            </div>
          </>
        ) : !data ? (
          <>
            <DialogTitle>Template unavailable</DialogTitle>
            <LoadError
              message={`Could not load this template. ${template.error?.message ?? ""}`.trim()}
              onRetry={() => void template.refetch()}
            />
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{data.title}</DialogTitle>
              <DialogDescription>{data.summary}</DialogDescription>
            </DialogHeader>
            <p className="text-sm whitespace-pre-line">{data.description}</p>
            <div className="flex flex-wrap gap-2">
              <CopyTextButton
                text={JSON.stringify(data.workflow, null, 2)}
                label="Copy JSON"
                copiedMessage="Workflow copied: paste it onto an n8n canvas"
              />
              <a className={buttonVariants({ variant: "outline" })} href={templateDownloadUrl(data.slug)} download>
                <Download aria-hidden="true" />
                Download
              </a>
            </div>
            <section aria-labelledby="template-credentials">
              <h3 id="template-credentials" className="mb-1 font-medium">
                Credentials you need
              </h3>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {data.credentials.map((credential) => (
                  <li key={credential}>{credential}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="template-steps">
              <h3 id="template-steps" className="mb-1 font-medium">
                Import it into n8n
              </h3>
              <ol className="list-decimal space-y-1.5 pl-5 text-sm">
                {[...importSteps, ...data.setupSteps].map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
