import type { StudioGroup } from "@promptloom/contracts/studio/studio-groups";
import type { StudioOption } from "@promptloom/contracts/studio/studio-options";

import type { StudioOptionRow } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { publicUploadUrl } from "../../lib/images/example-image.ts";

export const studioOptionNotFound = () => AppError.notFound("Option not found");

export const toStudioOption = (row: StudioOptionRow): StudioOption => ({
  id: row.id,
  group: row.group as StudioGroup,
  slug: row.slug,
  label: row.label,
  description: row.description,
  term: row.term,
  phrase: row.phrase,
  imageUrl: publicUploadUrl(row.exampleImageKey),
  hidden: row.hidden,
  position: row.position,
});
