import { ItemState } from "../../../../components/ui/item-state.tsx";
import { useAdminPhotoStudioSettings } from "../../api/admin-photo-studio-settings.ts";
import { PhotoStudioSettingsForm } from "./photo-studio-settings-form.tsx";

/** /app/admin/photo-studio: the upload limits and the vision model's instructions. */
export function AdminPhotoStudioScreen() {
  return (
    <ItemState
      query={useAdminPhotoStudioSettings()}
      pendingLabel="Loading the Photo Studio settings"
      errorLabel="Could not load the Photo Studio settings."
    >
      {({ visionModel, ...saved }) => <PhotoStudioSettingsForm settings={saved} visionModel={visionModel} />}
    </ItemState>
  );
}
