import { resourceInputSchema, type Resource } from "@promptloom/contracts/resources";
import { z } from "zod";

import { splitTags } from "../../../lib/split-tags.ts";

/** The editor's fields as typed (tags as one comma-separated line), read into the contract. */
export const resourceFormSchema = resourceInputSchema.extend({
  tags: z.preprocess((value) => (typeof value === "string" ? splitTags(value) : value), resourceInputSchema.shape.tags),
});

export const emptyResourceForm = {
  title: "",
  summary: "",
  body: "",
  kind: "guide",
  tags: "",
  isPublished: false,
} as const;

export const toResourceForm = (resource: Resource) => ({
  title: resource.title,
  summary: resource.summary,
  body: resource.body,
  kind: resource.kind,
  tags: resource.tags.join(", "),
  isPublished: resource.isPublished,
});
