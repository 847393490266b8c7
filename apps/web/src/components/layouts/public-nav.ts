import { paths } from "../../config/paths.ts";

export type HeaderSession = { status: "loading" | "signed-in" | "signed-out"; isPaid: boolean };

/**
 * The header shows the session through these attributes alone: every variant is in its markup and
 * CSS picks the one that applies (the `shownTo` classes). So the prerendered site can switch it from
 * a few lines of script (site/site-header.ts) and the app from its props, with the same markup.
 */
export const sessionAttributes = ({ status, isPaid }: HeaderSession) => ({
  "data-session": status,
  "data-paid": String(status === "signed-in" && isPaid),
});

/**
 * Classes that show an element of the header (a `group/header`) only to some visitors. The ones
 * that unhide set `display: contents`: they go on wrappers, never on links or buttons.
 */
export const shownTo = {
  /** Signed-in visitors, paid or not. */
  member: "hidden group-data-[session=signed-in]/header:contents",
  /**
   * Anyone not known to be signed in: shown from the prerendered HTML, before any script reads the
   * session, so Sign In and Get Instant Access are there at once and work as plain links (a member
   * following one is moved on by the page it leads to).
   */
  visitor: "contents group-data-[session=signed-in]/header:hidden",
  /** Anyone but a signed-in visitor (also while the session is being read). */
  notMember: "group-data-[session=signed-in]/header:hidden",
  /** A list item for signed-in visitors only (list items keep their role: no `contents`). */
  memberItem: "hidden group-data-[session=signed-in]/header:list-item",
  paidMember: "hidden group-data-[paid=true]/header:contents",
  notPaidMember: "group-data-[paid=true]/header:hidden",
};

/** Features, Members Area (the dashboard for a member, else sign-in) and Support. */
export const publicNavLinks = [
  { href: paths.features, label: "Features", audience: "everyone" },
  { href: paths.auth, label: "Members Area", audience: "notMember" },
  { href: paths.dashboard, label: "Members Area", audience: "member" },
  { href: paths.support, label: "Support", audience: "everyone" },
] as const;
