import { exampleImageLimits } from "@promptloom/contracts/library-search";
import type { LibraryItem } from "@promptloom/contracts/library-search";
import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useState } from "react";

import { describeFailure } from "../../../components/form/form.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormError } from "../../../components/ui/form-error.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSetExampleImage } from "../api/admin-library-prompts.ts";

const maxMegabytes = exampleImageLimits.maxBytes / (1024 * 1024);

/** Refused here, before the upload, with the same limits the server checks. */
const problemWith = (file: File) => {
  if (!(exampleImageLimits.contentTypes as readonly string[]).includes(file.type))
    return "Choose a PNG, JPEG or WebP image.";
  if (file.size > exampleImageLimits.maxBytes) return `The image must be at most ${maxMegabytes} MB.`;
  return null;
};

/** An image prompt's example result: upload, replace or remove it (saved at once). */
export function ExampleImageField({ prompt }: { prompt: Pick<LibraryItem, "id" | "title" | "exampleImageUrl"> }) {
  const inputId = useId();
  const setImage = useSetExampleImage();
  const [imageUrl, setImageUrl] = useState(prompt.exampleImageUrl);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    setFailure(file ? problemWith(file) : null);
    if (file && problemWith(file)) return;
    try {
      const result = await setImage.mutateAsync({ id: prompt.id, image: file });
      setImageUrl(result?.exampleImageUrl ?? null);
      toast({ title: file ? "Example image saved" : "Example image removed", variant: "success" });
    } catch (error) {
      setFailure(describeFailure(error));
    }
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3 rounded-lg border border-border p-4">
      <h2 id={`${inputId}-heading`} className="font-medium">
        Example image
      </h2>
      <FormError message={failure} />
      {imageUrl ? (
        <img src={imageUrl} alt={`Example result for ${prompt.title}`} className="max-h-64 rounded-md" />
      ) : (
        <p className="text-sm text-muted-foreground">No example image yet. Members see one beside the prompt.</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm font-medium focus-within:ring-2 focus-within:ring-ring hover:bg-accent"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {setImage.isPending ? "Uploading..." : imageUrl ? "Replace image" : "Upload image"}
          <input
            id={inputId}
            type="file"
            accept={exampleImageLimits.contentTypes.join(",")}
            className="sr-only"
            disabled={setImage.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
        </label>
        {imageUrl ? (
          <Button variant="ghost" size="sm" disabled={setImage.isPending} onClick={() => void upload(null)}>
            <Trash2 aria-hidden="true" />
            Remove image
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">PNG, JPEG or WebP, at most {maxMegabytes} MB.</p>
    </section>
  );
}
