import { studioGroupInfo, type StudioGroup } from "@promptloom/contracts/studio/studio-groups";

import type { StudioOptionRow } from "../../db/schema/index.ts";

/** How an option is named in the audit log: "Lighting: Golden hour". */
export const optionTarget = (row: Pick<StudioOptionRow, "id" | "group" | "label">) => ({
  type: "studio_option",
  id: row.id,
  label: `${studioGroupInfo[row.group as StudioGroup].label}: ${row.label}`,
});

/** The fields of an option an admin edits, as the audit log records them. */
export const auditedOptionFields = (row: StudioOptionRow) => ({
  label: row.label,
  description: row.description,
  term: row.term,
  phrase: row.phrase,
  hidden: row.hidden,
});
