import { safeNextPath } from "@promptloom/contracts/auth";
import { QueryClientProvider } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

import { PublicFrame } from "../components/layouts/public-frame.tsx";
import { PublicHeader } from "../components/layouts/public-header.tsx";
import { Toaster } from "../components/ui/toaster.tsx";
import { paths } from "../config/paths.ts";
import { handleSignedIn } from "../entities/session/after-sign-in.ts";
import { SignInCard } from "../features/auth/components/sign-in-card.tsx";
import { createQueryClient } from "../lib/query-client.ts";

const queryClient = createQueryClient(); // The address does not change while the page is open (leaving it is a full page load).
const noChanges = () => () => undefined;

/** The element of /auth whose content is a React root of its own: the sign-in card. */
export const SIGN_IN_ROOT_ID = "sign-in";

/**
 * The part of /auth that runs: the sign-in card and its toasts, signed out, with no router. It is
 * prerendered on its own and hydrated the same way; then the address's query (`next`, a Google
 * error) applies. Once signed in, the member leaves for `next` with a full page load, into the
 * members area.
 */
export function SignInRoot() {
  const search = useSyncExternalStore(
    noChanges,
    () => window.location.search,
    () => "",
  );
  const params = new URLSearchParams(search);
  const next = safeNextPath(params.get("next"), paths.dashboardShortcut);

  return (
    <QueryClientProvider client={queryClient}>
      <SignInCard
        next={next}
        googleError={params.get("error")}
        onSignedIn={async () => {
          // Spec §4: a paid account has already left for `next`; a refunded one was signed out
          // again and stays, with its toast; anyone else goes on to `next`.
          const outcome = await handleSignedIn(next);
          if (outcome !== "paid" && outcome !== "refunded") window.location.assign(next);
        }}
      />
      <Toaster />
    </QueryClientProvider>
  );
}

/**
 * /auth as the server sends it to visitors without a session: the public frame, whose header's
 * menu works without React (entry-auth.tsx attaches it), around the prerendered sign-in root.
 * Only that root is hydrated, so a phone runs none of the frame's components on load.
 */
export function SignInPage({ rootHtml }: { rootHtml: string }) {
  return (
    <PublicFrame header={<PublicHeader session={{ status: "signed-out", isPaid: false }} currentPath={paths.auth} />}>
      <div id={SIGN_IN_ROOT_ID} className="contents" dangerouslySetInnerHTML={{ __html: rootHtml }} />
    </PublicFrame>
  );
}
