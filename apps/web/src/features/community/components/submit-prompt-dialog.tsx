import { submitCommunityPromptSchema } from "@promptloom/contracts/community-prompts";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { FormField, TextareaField } from "../../../components/ui/form-field.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { toFieldErrors } from "../../../lib/form-errors.ts";
import { splitTags } from "../../../lib/split-tags.ts";
import { toast } from "../../../lib/toast.ts";
import { usePromptCategories } from "../api/get-prompt-categories.ts";
import { useSubmitCommunityPrompt } from "../api/submit-community-prompt.ts";

type Errors = Partial<Record<"title" | "body" | "category" | "tags", string>>;

/** Share a prompt with the community; it is published once a moderator approves it. */
export function SubmitPromptDialog({ onClose }: { onClose: () => void }) {
  const categories = usePromptCategories();
  const submit = useSubmitCommunityPrompt();
  const [values, setValues] = useState({ title: "", body: "", category: "", tags: "" });
  const [errors, setErrors] = useState<Errors>({});
  const set =
    (name: keyof typeof values) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value }));

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      ...values,
      tags: splitTags(values.tags),
    };
    const parsed = submitCommunityPromptSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(toFieldErrors<keyof Errors>(parsed.error));
      return;
    }
    setErrors({});
    submit.mutate(input, {
      onSuccess: () => {
        toast({ title: "Thanks for sharing!", description: "Your prompt is waiting for review.", variant: "success" });
        onClose();
      },
      onError: (error) => toast({ title: "Not shared", description: error.message, variant: "destructive" }),
    });
  };

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
        <form onSubmit={send} className="space-y-4" noValidate>
          <FormField id="share-title" label="Title" value={values.title} error={errors.title} onChange={set("title")} />
          <TextareaField
            id="share-body"
            label="Prompt"
            rows={8}
            value={values.body}
            error={errors.body}
            onChange={set("body")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <label htmlFor="share-category" className="text-sm font-medium">
                Category
              </label>
              <NativeSelect
                id="share-category"
                aria-invalid={errors.category ? true : undefined}
                aria-describedby={errors.category ? "share-category-error" : undefined}
                className="w-full"
                value={values.category}
                onChange={set("category")}
              >
                <option value="">Pick a category</option>
                {categories.data?.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect>
              {errors.category ? (
                <p id="share-category-error" className="text-sm text-destructive">
                  {errors.category}
                </p>
              ) : null}
            </div>
            <FormField
              id="share-tags"
              label="Tags"
              hint="Separate tags with commas"
              value={values.tags}
              error={errors.tags}
              onChange={set("tags")}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              Submit for review
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
