/** The address of a docs page, and of one of its sections. */
export const docHref = (slug: string, anchor?: string) => `/app/docs/${slug}${anchor ? `#${anchor}` : ""}`;

/** A link written in a page: a sibling page's slug (`my-prompts#folders`) or an app address. */
export const resolveDocLink = (href: string) => {
  if (href.startsWith("/") || href.startsWith("#")) return href;
  const [slug = "", anchor] = href.split("#");
  return docHref(slug.replace(/\.md$/, ""), anchor);
};
