import type { PromptType } from "@promptloom/contracts/library";
import { ArrowLeft } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAdminLibraryPrompt, useSaveLibraryPrompt } from "../api/admin-library-prompts.ts";
import { useAdminCategories } from "../api/library-taxonomy.ts";
import { ExampleImageField } from "./example-image-field.tsx";
import { PromptForm } from "./prompt-form.tsx";

/**
 * A prompt opened for editing (`id`) or a new one (null). A new image prompt stays open after it
 * is created, so its example image can be added.
 */
export function PromptEditor({
  type,
  id,
  onOpen,
  onDone,
}: {
  type: PromptType;
  id: string | null;
  onOpen: (id: string) => void;
  onDone: () => void;
}) {
  const prompt = useAdminLibraryPrompt(id);
  const categories = useAdminCategories(type);
  const save = useSaveLibraryPrompt();
  const isLoading = (id !== null && prompt.isPending) || categories.isPending;
  const failure = (id !== null && prompt.error) || categories.error;

  return (
    <section aria-labelledby="prompt-editor-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" onClick={onDone}>
          <ArrowLeft aria-hidden="true" />
          Back to the list
        </Button>
        <h2 id="prompt-editor-heading" className="text-lg font-semibold">
          {id === null ? `New ${type} prompt` : (prompt.data?.title ?? "Edit prompt")}
        </h2>
      </div>
      {isLoading ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading the prompt" />
        </div>
      ) : failure ? (
        <LoadError
          message={`Could not load the prompt. ${failure.message}`}
          onRetry={() => void Promise.all([prompt.refetch(), categories.refetch()])}
        />
      ) : (
        <PromptForm
          key={prompt.data?.id ?? "new"}
          prompt={prompt.data ?? null}
          type={type}
          categories={categories.data ?? []}
          onCancel={onDone}
          onSubmit={async (input) => {
            const saved = await save.mutateAsync({ id, input });
            toast({ title: id ? `${saved.title} saved` : `${saved.title} created`, variant: "success" });
            if (id === null && type === "image") onOpen(saved.id);
            else onDone();
          }}
          aside={
            type !== "image" ? null : prompt.data ? (
              <ExampleImageField prompt={prompt.data} />
            ) : (
              <p className="text-sm text-muted-foreground">Create the prompt first, then add its example image here.</p>
            )
          }
        />
      )}
    </section>
  );
}
