import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useCoachSettings } from "../api/coach-settings.ts";
import { CoachSettingsForm } from "./coach-settings-form.tsx";

/** /app/admin/ai-coach's content: the settings, once loaded. */
export function CoachSettingsScreen() {
  const settings = useCoachSettings();
  if (settings.isPending) return <Spinner label="Loading the coach settings" />;
  if (settings.isError) {
    return (
      <LoadError
        message={`Could not load the coach settings. ${settings.error.message}`}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <CoachSettingsForm settings={settings.data} />;
}
