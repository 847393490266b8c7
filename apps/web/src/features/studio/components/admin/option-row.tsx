import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import { Eye, EyeOff, ImageMinus, ImagePlus, Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";

import { describeFailure } from "../../../../components/form/form.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { toast, toastError } from "../../../../lib/toast.ts";
import {
  useDeleteStudioOption,
  useSetStudioOptionImage,
  useUpdateStudioOption,
} from "../../api/admin-studio-options.ts";
import { MoveButtons } from "./move-buttons.tsx";

const failed = (error: unknown) => toastError(describeFailure(error));

/** One option in the admin list: its words, example image and the actions on it. */
export function OptionRow({
  option,
  onEdit,
  onMove,
  isFirst,
  isLast,
}: {
  option: StudioOption;
  onEdit: () => void;
  onMove: (direction: -1 | 1) => void;
  isFirst: boolean;
  isLast: boolean;
}) {
  const update = useUpdateStudioOption();
  const remove = useDeleteStudioOption();
  const setImage = useSetStudioOptionImage();
  const imageInputId = useId();
  const [isDeleting, setIsDeleting] = useState(false);
  const isBusy = update.isPending || remove.isPending || setImage.isPending;

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {option.imageUrl ? (
          <img src={option.imageUrl} alt="" className="size-12 shrink-0 rounded object-cover" width={48} height={48} />
        ) : (
          <div aria-hidden="true" className="size-12 shrink-0 rounded border border-dashed" />
        )}
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {option.label}
            {option.hidden ? <Badge className="bg-muted text-muted-foreground">Hidden</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">{option.description}</p>
          <p className="font-mono text-xs break-words">{option.term}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-1">
        <MoveButtons name={option.label} isFirst={isFirst} isLast={isLast} disabled={isBusy} onMove={onMove} />
        <Button size="icon" variant="ghost" aria-label={`Edit ${option.label}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={option.hidden ? `Show ${option.label} to members` : `Hide ${option.label} from members`}
          disabled={isBusy}
          onClick={() => update.mutate({ id: option.id, changes: { hidden: !option.hidden } }, { onError: failed })}
        >
          {option.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
        </Button>
        <label
          htmlFor={imageInputId}
          title={option.imageUrl ? "Replace the example image" : "Add an example image"}
          className="inline-flex size-10 cursor-pointer items-center justify-center rounded-md hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          <input
            id={imageInputId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-label={`Example image for ${option.label}`}
            disabled={isBusy}
            onChange={(event) => {
              const image = event.target.files?.[0];
              event.target.value = "";
              if (image) {
                setImage.mutate(
                  { id: option.id, image },
                  { onSuccess: () => toast({ title: "Example image saved", variant: "success" }), onError: failed },
                );
              }
            }}
          />
        </label>
        {option.imageUrl ? (
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Remove the example image of ${option.label}`}
            disabled={isBusy}
            onClick={() => setImage.mutate({ id: option.id, image: null }, { onError: failed })}
          >
            <ImageMinus aria-hidden="true" />
          </Button>
        ) : null}
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Delete ${option.label}`}
          disabled={isBusy}
          onClick={() => setIsDeleting(true)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        title={`Delete ${option.label}?`}
        description="Members can no longer choose it. To keep it for later, hide it instead."
        confirmLabel="Delete option"
        pendingLabel="Deleting…"
        onConfirm={async () => {
          await remove.mutateAsync(option.id);
          toast({ title: "Option deleted", description: option.label, variant: "success" });
        }}
      />
    </li>
  );
}
