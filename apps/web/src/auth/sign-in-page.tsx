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

const queryClient = createQueryClient();
// The address does not change while the page is open (leaving it is a full page load).
const noChanges = () => () => undefined;

/**
 * /auth as the server sends it to visitors without a session: the sign-in card in the public
 * frame, signed out, with no router. It is prerendered for its path alone and hydrated the same
 * way; then the address's query (`next`, a Google error) applies. Once signed in, the member
 * leaves for `next` with a full page load, into the members area.
 */
export function SignInPage() {
  const search = useSyncExternalStore(
    noChanges,
    () => window.location.search,
    () => "",
  );
  const params = new URLSearchParams(search);
  const next = safeNextPath(params.get("next"), paths.dashboardShortcut);

  return (
    <QueryClientProvider client={queryClient}>
      <PublicFrame header={<PublicHeader session={{ status: "signed-out", isPaid: false }} currentPath={paths.auth} />}>
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
      </PublicFrame>
      <Toaster />
    </QueryClientProvider>
  );
}
