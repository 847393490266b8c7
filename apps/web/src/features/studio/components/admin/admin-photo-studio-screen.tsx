import { LoadError } from "../../../../components/ui/load-error.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { useAdminPhotoStudioSettings } from "../../api/admin-photo-studio-settings.ts";
import { PhotoStudioSettingsForm } from "./photo-studio-settings-form.tsx";

/** /app/admin/photo-studio: the upload limits and the vision model's instructions. */
export function AdminPhotoStudioScreen() {
  const settings = useAdminPhotoStudioSettings();
  if (settings.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading the Photo Studio settings" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <LoadError
        message={`Could not load the Photo Studio settings. ${settings.error.message}`}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  const { visionModel, ...saved } = settings.data;
  return <PhotoStudioSettingsForm settings={saved} visionModel={visionModel} />;
}
