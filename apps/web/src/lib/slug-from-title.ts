/** "Write a LinkedIn post!" → "write-a-linkedin-post": the slug a new prompt or template is offered. */
export const slugFromTitle = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
