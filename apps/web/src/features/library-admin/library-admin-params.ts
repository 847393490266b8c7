import type { PromptType } from "@promptloom/contracts/library";
import { adminLibrarySorts, type AdminLibraryQuery, type AdminLibrarySort } from "@promptloom/contracts/library-admin";
import { libraryPromptStatuses, type LibraryPromptStatus } from "@promptloom/contracts/library-search";

import { useSearchParamsUpdate } from "../../lib/use-search-params-update.ts";

export const libraryAdminTabs = [
  { id: "prompts", label: "Prompts" },
  { id: "categories", label: "Categories" },
  { id: "tags", label: "Tags" },
  { id: "transfer", label: "Import and export" },
] as const;
export type LibraryAdminTab = (typeof libraryAdminTabs)[number]["id"];

export const libraryAdminPageSize = 25;

const oneOf = <Value extends string>(values: readonly Value[], value: string | null): Value | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The admin library's state lives in the address (tab, filters, page, the prompt being edited),
 * so Back, a reload or a shared link return to the same view.
 */
export const useLibraryAdminParams = (type: PromptType) => {
  const [params, updateParams] = useSearchParamsUpdate();
  const tab: LibraryAdminTab =
    oneOf(
      libraryAdminTabs.map((item) => item.id),
      params.get("tab"),
    ) ?? "prompts";
  const featured = params.get("featured");
  const query = {
    type,
    q: params.get("q") ?? "",
    category: params.get("category") ?? "",
    status: oneOf<LibraryPromptStatus>(libraryPromptStatuses, params.get("status")),
    featured: featured === "true" || featured === "false" ? featured : undefined,
    sort: oneOf<AdminLibrarySort>(adminLibrarySorts, params.get("sort")) ?? "updated",
    page: Math.max(1, Number(params.get("page")) || 1),
    limit: libraryAdminPageSize,
  } satisfies AdminLibraryQuery;

  /** Changes some values; any change but the page goes back to page 1. */
  const update = (changes: Record<string, string | number | null>) =>
    updateParams((next) => {
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === "") next.delete(name);
        else next.set(name, String(value));
      }
      if (!("page" in changes)) next.delete("page");
      return next;
    });

  return {
    tab,
    query,
    /** The prompt being edited: an id, "new", or null for the list. */
    editing: params.get("edit"),
    update,
  };
};
