import { photoStudioMessages, type PhotoUpload } from "@promptloom/contracts/studio/photo-studio";
import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import { Sparkles, Wand2 } from "lucide-react";
import { Link } from "react-router";

import { describeFailure } from "../../../components/form/form.tsx";
import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { Button } from "../../../components/ui/button.tsx";
import { screens } from "../../../config/app-screens.ts";
import { useDescribePhoto } from "../api/photo-uploads.ts";
import { PhotoChoices } from "./photo-choices.tsx";
import { PhotoMeasurementsList } from "./photo-measurements.tsx";

/**
 * One photo: the picture, what was measured, the model's description (or why there is none), the
 * builder choices read from it, and the way into the Prompt Studio with them.
 */
export function PhotoDetail({
  photo,
  options,
  visionModel,
}: {
  photo: PhotoUpload;
  options: StudioOption[];
  visionModel: string | null;
}) {
  const describe = useDescribePhoto();
  return (
    <article
      aria-labelledby="photo-detail-heading"
      className="grid gap-4 rounded-lg border bg-card p-4 md:grid-cols-[16rem_1fr]"
    >
      <img
        src={photo.imageUrl}
        alt={photo.description?.subject ?? `Your photo ${photo.fileName}`}
        width={photo.width}
        height={photo.height}
        className="max-h-80 w-full rounded-md object-contain md:max-h-none"
      />
      <div className="min-w-0 space-y-4">
        <div>
          <h2 id="photo-detail-heading" className="truncate font-semibold">
            {photo.fileName}
          </h2>
          <p className="text-sm text-muted-foreground">
            {photo.width} × {photo.height} px
          </p>
        </div>
        <PhotoMeasurementsList measurements={photo.measurements} />
        <section aria-labelledby="photo-description-heading" className="space-y-2">
          <h3 id="photo-description-heading" className="text-sm font-medium">
            Description
          </h3>
          {photo.description ? (
            <p className="text-sm">
              {photo.description.subject}{" "}
              <span className="text-muted-foreground">(described by {photo.describedBy})</span>
            </p>
          ) : visionModel ? (
            <div className="space-y-2">
              <Button
                variant="outline"
                size="sm"
                disabled={describe.isPending}
                onClick={() => describe.mutate(photo.id)}
              >
                <Wand2 aria-hidden="true" />
                {describe.isPending ? "Describing…" : "Describe it for me"}
              </Button>
              {describe.isError ? (
                <p role="alert" className="text-sm text-error">
                  {describeFailure(describe.error)}
                </p>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{photoStudioMessages.visionNotConfigured}</p>
          )}
        </section>
        <section aria-labelledby="photo-choices-heading" className="space-y-2">
          <h3 id="photo-choices-heading" className="text-sm font-medium">
            Builder choices
          </h3>
          <PhotoChoices choices={photo.prefill} options={options} />
        </section>
        <Link to={`${screens.promptStudio.path}?photo=${encodeURIComponent(photo.id)}`} className={buttonVariants()}>
          <Sparkles aria-hidden="true" />
          Open in Prompt Studio
        </Link>
      </div>
    </article>
  );
}
