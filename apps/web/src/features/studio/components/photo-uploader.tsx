import {
  photoImageTypeLabels,
  photoImageTypes,
  photoStudioMessages,
  type PhotoImageType,
  type PhotoUpload,
} from "@promptloom/contracts/studio/photo-studio";
import { useQueryClient } from "@tanstack/react-query";
import { ImageUp } from "lucide-react";
import { useId, useRef, useState } from "react";

import { describeFailure } from "../../../components/form/form.tsx";
import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { cn } from "../../../lib/cn.ts";
import { photoUploadsQueryKey } from "../api/photo-uploads.ts";
import { uploadPhoto } from "../api/upload-photo.ts";

type Limits = { maxBytes: number; allowedTypes: PhotoImageType[] };

/** Refuses what the server would refuse, before sending it: the type the browser names and the size. */
const problemWith = (file: File, { maxBytes, allowedTypes }: Limits) => {
  const type = photoImageTypes.find((known) => known === file.type);
  if (!type || !allowedTypes.includes(type)) return photoStudioMessages.wrongType(allowedTypes);
  if (file.size > maxBytes) return photoStudioMessages.tooLarge(maxBytes);
  return null;
};

/**
 * Choose or drop a photo; it uploads with a progress bar. Wrong types and sizes are refused at
 * once with the server's own wording, and the server checks the bytes again.
 */
export function PhotoUploader({ limits, onUploaded }: { limits: Limits; onUploaded: (photo: PhotoUpload) => void }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  const send = async (file: File | undefined) => {
    if (!file || progress !== null) return;
    const found = problemWith(file, limits);
    setProblem(found);
    if (found) return;
    setProgress(0);
    try {
      const photo = await uploadPhoto(file, setProgress);
      await queryClient.invalidateQueries({ queryKey: photoUploadsQueryKey });
      onUploaded(photo);
    } catch (error) {
      setProblem(describeFailure(error));
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  const typeNames = limits.allowedTypes.map((type) => photoImageTypeLabels[type]).join(", ");
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsDragging(false);
        void send(event.dataTransfer.files[0]);
      }}
      className={cn(
        "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center",
        isDragging && "border-primary bg-primary/5",
      )}
    >
      <ImageUp aria-hidden="true" className="size-8 text-muted-foreground" />
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants(),
          "cursor-pointer has-[:focus-visible]:ring-2",
          progress !== null && "opacity-50",
        )}
      >
        Choose a photo
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={limits.allowedTypes.join(",")}
          aria-describedby={hintId}
          disabled={progress !== null}
          className="sr-only"
          onChange={(event) => void send(event.target.files?.[0])}
        />
      </label>
      <p id={hintId} className="text-sm text-muted-foreground">
        or drop it here: {typeNames}, at most {Math.round(limits.maxBytes / (1024 * 1024))} MB. Location and camera
        details are removed before it is stored.
      </p>
      {progress !== null ? (
        <div className="w-full max-w-sm space-y-1">
          <div
            role="progressbar"
            aria-label="Uploading your photo"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
          <p className="text-sm text-muted-foreground">
            {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : "Reading the photo…"}
          </p>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
