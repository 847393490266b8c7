import { ItemState } from "../../../components/ui/item-state.tsx";
import { useCoachSettings } from "../api/coach-settings.ts";
import { CoachSettingsForm } from "./coach-settings-form.tsx";

/** /app/admin/ai-coach's content: the settings, once loaded. */
export function CoachSettingsScreen() {
  return (
    <ItemState
      query={useCoachSettings()}
      pendingLabel="Loading the coach settings"
      errorLabel="Could not load the coach settings."
    >
      {(settings) => <CoachSettingsForm settings={settings} />}
    </ItemState>
  );
}
