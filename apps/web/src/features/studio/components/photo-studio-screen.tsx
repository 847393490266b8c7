import { Images } from "lucide-react";
import { useSearchParams } from "react-router";

import { LoadError } from "../../../components/ui/load-error.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useStudioOptions } from "../api/get-studio-options.ts";
import { usePhotoStudioSettings, usePhotoUploads } from "../api/photo-uploads.ts";
import { PhotoDetail } from "./photo-detail.tsx";
import { PhotoUploadList } from "./photo-upload-list.tsx";
import { PhotoUploader } from "./photo-uploader.tsx";

/**
 * /app/photo-studio: upload a photo, see what it is made of and the builder choices read from it,
 * and re-open or delete earlier photos. The open photo is in the address (`?photo=<id>`).
 */
export function PhotoStudioScreen() {
  const settings = usePhotoStudioSettings();
  const options = useStudioOptions();
  const uploads = usePhotoUploads();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get("photo") ?? uploads.data?.[0]?.id ?? null;
  const selected = uploads.data?.find((photo) => photo.id === selectedId);
  const open = (id: string | null) => setSearchParams(id ? { photo: id } : {}, { replace: true });

  if (settings.isPending || options.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading the Photo Studio" />
      </div>
    );
  }
  if (settings.isError || options.isError) {
    const failed = settings.isError ? settings : options;
    return (
      <LoadError
        message={`Could not load the Photo Studio. ${failed.error?.message ?? ""}`.trim()}
        onRetry={() => void (settings.isError ? settings.refetch() : options.refetch())}
      />
    );
  }

  return (
    <div className="space-y-6">
      <PhotoUploader limits={settings.data} onUploaded={(photo) => open(photo.id)} />
      {selected ? (
        <PhotoDetail photo={selected} options={options.data} visionModel={settings.data.visionModel} />
      ) : null}
      <section aria-labelledby="photo-uploads-heading" className="space-y-3">
        <h2 id="photo-uploads-heading" className="font-semibold">
          Your photos
        </h2>
        <QueryState
          query={uploads}
          items={uploads.data}
          pendingLabel="Loading your photos"
          errorLabel="Could not load your photos."
          empty={
            <EmptyState
              icon={Images}
              title="No photos yet."
              description="Upload a photo to turn it into a starting prompt."
            />
          }
        >
          {(photos) => (
            <PhotoUploadList
              photos={photos}
              selectedId={selected?.id ?? null}
              onOpen={open}
              onDeleted={(id) => (id === selectedId ? open(null) : undefined)}
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
