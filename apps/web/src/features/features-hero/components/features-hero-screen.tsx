import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useFeaturesHero } from "../api/features-hero.ts";
import { FeaturesHeroEditor } from "./features-hero-editor.tsx";

/** Loads the hero and cards in use, then edits them. */
export function FeaturesHeroScreen() {
  const content = useFeaturesHero();
  if (content.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading the home page text" />
      </div>
    );
  }
  if (content.isError) {
    return (
      <LoadError
        message={`Could not load the home page text. ${content.error.message}`}
        onRetry={() => void content.refetch()}
      />
    );
  }
  return <FeaturesHeroEditor state={content.data} />;
}
