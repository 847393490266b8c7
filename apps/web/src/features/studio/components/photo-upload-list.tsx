import type { PhotoUpload } from "@promptloom/contracts/studio/photo-studio";
import { Trash2 } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { toast, toastError } from "../../../lib/toast.ts";
import { useDeletePhoto } from "../api/photo-uploads.ts";

/** The member's photos as thumbnails: one opens it, the bin deletes it (and its file). */
export function PhotoUploadList({
  photos,
  selectedId,
  onOpen,
  onDeleted,
}: {
  photos: PhotoUpload[];
  selectedId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const remove = useDeletePhoto();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {photos.map((photo) => (
        <li
          key={photo.id}
          className={cn("relative overflow-hidden rounded-lg border", photo.id === selectedId && "ring-2 ring-primary")}
        >
          <button
            type="button"
            onClick={() => onOpen(photo.id)}
            aria-current={photo.id === selectedId ? "true" : undefined}
            aria-label={`Open ${photo.fileName}`}
            className="block w-full text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <img src={photo.thumbnailUrl} alt="" loading="lazy" className="aspect-square w-full object-cover" />
            <span className="block truncate p-2 text-xs">{photo.fileName}</span>
          </button>
          <Button
            variant="secondary"
            size="icon"
            className="absolute top-1 right-1 size-8"
            aria-label={`Delete ${photo.fileName}`}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(photo.id, {
                onSuccess: () => {
                  toast({ title: "Photo deleted", variant: "success" });
                  onDeleted(photo.id);
                },
                onError: (error) => toastError(error.message),
              })
            }
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
