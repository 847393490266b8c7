/** Words that only contracts, terms and policies use. */
const legalWords =
  /\b(?:shall|hereby|herein|hereinafter|thereof|whereas|pursuant|notwithstanding|indemnif\w*|liabilit\w*|terminat\w*|clause|provided that|save where|in accordance with)\b/giu;
/** A numbered clause or section: "12.1 Membership may…", "3.2.1 The Tenant…". */
const numberedClause = /(?:^|\s)\d{1,2}\.\d{1,2}(?:\.\d{1,2})?\s+\p{Lu}/gu;

/**
 * Pasted text that reads as a contract, terms or a policy (numbered clauses, words such as "shall"
 * and "pursuant"), whatever the request calls it ("what does this actually mean for me").
 */
export const readsAsDocument = (material: string): boolean =>
  (material.match(legalWords) ?? []).length + (material.match(numberedClause) ?? []).length >= 3;
