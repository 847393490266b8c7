import { submitCommunityPromptSchema } from "@promptloom/contracts/community-prompts";

import { DialogFormActions } from "../../../components/form/dialog-form-actions.tsx";
import { Field } from "../../../components/form/field.tsx";
import { Form, toastFailure } from "../../../components/form/form.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
import { tagsFromText } from "../../../lib/split-tags.ts";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { usePromptCategories } from "../api/get-prompt-categories.ts";
import { useSubmitCommunityPrompt } from "../api/submit-community-prompt.ts";

/** The contract's submission, with the tags typed as one comma-separated line. */
const shareSchema = submitCommunityPromptSchema.extend({
  tags: tagsFromText(submitCommunityPromptSchema.shape.tags.unwrap()),
});

/** Share a prompt with the community; it is published once a moderator approves it. */
export function SubmitPromptDialog({ onClose, onShared }: { onClose: () => void; onShared?: () => void }) {
  const categories = usePromptCategories();
  const submit = useSubmitCommunityPrompt();
  const form = useSchemaForm(shareSchema, { defaultValues: { title: "", body: "", category: "", tags: "" } });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Share a prompt</DialogTitle>
          <DialogDescription>
            A moderator reviews every prompt before other members see it. Mark what people fill in with placeholders
            like {"{{topic}}"} or {"{{tone:friendly|formal}}"}.
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="space-y-4"
          describeError={toastFailure("Not shared")}
          onSubmit={async (values) => {
            await submit.mutateAsync(values);
            toast({
              title: "Thanks for sharing!",
              description: "Your prompt is waiting for review.",
              variant: "success",
            });
            onClose();
            onShared?.();
          }}
        >
          <Field name="title" id="share-title" label="Title" />
          <Field name="body" id="share-body" label="Prompt" multiline rows={8} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="category" id="share-category" label="Category" select>
              <option value="">Pick a category</option>
              {categories.data?.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </Field>
            <Field name="tags" id="share-tags" label="Tags" hint="Separate tags with commas" />
          </div>
          <DialogFormActions onCancel={onClose}>Submit for review</DialogFormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
