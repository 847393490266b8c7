import { paths } from "../../config/paths.ts";

export type HeaderSession = { status: "loading" | "signed-out" | "signed-in"; isPaid: boolean };

/** Features, Members Area (the dashboard when signed in, else sign-in) and Support. */
export const publicNavLinks = (session: HeaderSession) => [
  { href: paths.features, label: "Features" },
  { href: session.status === "signed-in" ? paths.dashboard : paths.auth, label: "Members Area" },
  { href: paths.support, label: "Support" },
];
