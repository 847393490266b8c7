import type { Resource, ResourceKind, ResourceSummary } from "@promptloom/contracts/resources";
import { getTableColumns } from "drizzle-orm";

import { resources, type ResourceRow } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

const { search: _search, ...columns } = getTableColumns(resources);

/** Every column but the search document, which only the database reads. */
export const resourceColumns = columns;

export const resourceNotFound = () => AppError.notFound("Resource not found");

type Row = Omit<ResourceRow, "search">;

export const toResourceSummary = (row: Row): ResourceSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  kind: row.kind as ResourceKind,
  tags: row.tags,
  file:
    row.fileKey && row.fileName && row.fileType
      ? { name: row.fileName, contentType: row.fileType, size: row.fileSize ?? 0 }
      : null,
  isPublished: row.isPublished,
  updatedAt: row.updatedAt.toISOString(),
});

export const toResource = (row: Row): Resource => ({
  ...toResourceSummary(row),
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});
