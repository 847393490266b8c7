import { imageModels, promptModelLabels, textModels, type PromptType } from "@promptloom/contracts/library";
import { Heart } from "lucide-react";
import { useState } from "react";

import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { cn } from "../../../lib/cn.ts";
import { useLibraryCategories } from "../api/get-library-categories.ts";
import { useLibraryTags } from "../api/get-library-tags.ts";
import type { LibrarySearch } from "../library-search-params.ts";

const tagsShownAtFirst = 12;

const chip =
  "inline-flex items-center gap-1 rounded-full border px-3 py-1 text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";
const chipState = (isOn: boolean) =>
  isOn ? "border-primary bg-primary/15 text-primary-text" : "border-border text-muted-foreground hover:text-foreground";

/** Category, model, favourites and tag filters; several tags narrow the results together. */
export function LibraryFilters({
  type,
  search,
  onChange,
}: {
  type: PromptType | undefined;
  search: LibrarySearch;
  onChange: (changes: Partial<LibrarySearch>) => void;
}) {
  const categories = useLibraryCategories(type);
  const tags = useLibraryTags(type, search.category);
  const models = type === "image" ? imageModels : type === "text" ? textModels : [...textModels, ...imageModels];
  const [isShowingAllTags, setIsShowingAllTags] = useState(false);
  const allTags = tags.data ?? [];
  // A few tags at first (on a phone the rest would push the results off screen); chosen ones always show.
  const shownTags = isShowingAllTags
    ? allTags
    : allTags.filter((item, index) => index < tagsShownAtFirst || search.tags.includes(item.tag));
  const toggleTag = (tag: string) =>
    onChange({ tags: search.tags.includes(tag) ? search.tags.filter((item) => item !== tag) : [...search.tags, tag] });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          Category
          <NativeSelect
            className="h-9 max-w-[14rem] px-2"
            value={search.category}
            onChange={(event) => onChange({ category: event.target.value, tags: [] })}
          >
            <option value="">All categories</option>
            {categories.data?.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name} ({category.promptCount})
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          Model
          <NativeSelect
            className="h-9 px-2"
            value={search.model}
            onChange={(event) => onChange({ model: event.target.value })}
          >
            <option value="">Any model</option>
            {models.map((model) => (
              <option key={model} value={model}>
                {promptModelLabels[model]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <button
          type="button"
          aria-pressed={search.favorites}
          className={cn(chip, chipState(search.favorites), "h-9")}
          onClick={() => onChange({ favorites: !search.favorites })}
        >
          <Heart aria-hidden="true" className={cn("size-3.5", search.favorites && "fill-current")} />
          Favourites
        </button>
      </div>
      {allTags.length > 0 ? (
        <ul id="library-tags" aria-label="Filter by tag" className="flex flex-wrap gap-2">
          {shownTags.map(({ tag }) => (
            <li key={tag}>
              <button
                type="button"
                aria-pressed={search.tags.includes(tag)}
                className={cn(chip, chipState(search.tags.includes(tag)))}
                onClick={() => toggleTag(tag)}
              >
                {tag}
              </button>
            </li>
          ))}
          {allTags.length > tagsShownAtFirst ? (
            <li>
              <button
                type="button"
                aria-expanded={isShowingAllTags}
                aria-controls="library-tags"
                className={cn(chip, "border-dashed border-border text-muted-foreground hover:text-foreground")}
                onClick={() => setIsShowingAllTags((isShowing) => !isShowing)}
              >
                {isShowingAllTags ? "Fewer tags" : `${allTags.length - tagsShownAtFirst} more tags`}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
