import {
  adminLibrarySortLabels,
  adminLibrarySorts,
  type AdminLibraryCategory,
} from "@promptloom/contracts/library-admin";
import type * as React from "react";

import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { SearchField } from "../../../components/ui/search-field.tsx";
import type { useLibraryAdminParams } from "../library-admin-params.ts";

type Params = ReturnType<typeof useLibraryAdminParams>;

function FilterSelect({ label, ...props }: { label: string } & React.ComponentProps<typeof NativeSelect>) {
  return (
    <label className="flex items-center gap-2 text-sm text-muted-foreground">
      {label}
      <NativeSelect className="h-9 max-w-[14rem] px-2" {...props} />
    </label>
  );
}

/** Search, category, status, featured and sort for the admin prompt list. */
export function PromptFilters({
  query,
  update,
  categories,
}: Pick<Params, "query" | "update"> & { categories: AdminLibraryCategory[] }) {
  return (
    <div className="space-y-3">
      <SearchField
        value={query.q}
        label="Search prompts"
        placeholder="Title, description, text or slug"
        onSearch={(q) => update({ q })}
      />
      <div className="flex flex-wrap gap-3">
        <FilterSelect
          label="Category"
          value={query.category}
          onChange={(event) => update({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name} ({category.promptCount})
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Status"
          value={query.status ?? ""}
          onChange={(event) => update({ status: event.target.value })}
        >
          <option value="">Published and drafts</option>
          <option value="published">Published</option>
          <option value="draft">Drafts</option>
        </FilterSelect>
        <FilterSelect
          label="Featured"
          value={query.featured ?? ""}
          onChange={(event) => update({ featured: event.target.value })}
        >
          <option value="">All</option>
          <option value="true">Featured</option>
          <option value="false">Not featured</option>
        </FilterSelect>
        <FilterSelect label="Sort" value={query.sort} onChange={(event) => update({ sort: event.target.value })}>
          {adminLibrarySorts.map((sort) => (
            <option key={sort} value={sort}>
              {adminLibrarySortLabels[sort]}
            </option>
          ))}
        </FilterSelect>
      </div>
    </div>
  );
}
