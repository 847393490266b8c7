import { safeNextPath } from "@promptloom/contracts/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";

import { FullPageSpinner } from "../../../components/ui/spinner.tsx";
import { authPath, paths } from "../../../config/paths.ts";
import { handleSignedIn } from "../../../entities/session/after-sign-in.ts";
import { isBackFromGoogle } from "../../../entities/session/google-sign-in.ts";
import { sessionQueryKey, useSession } from "../../../entities/session/session.ts";
import { SignInCard } from "../../../features/auth/components/sign-in-card.tsx";

/** Back from Google with a session: the profile check a password sign-in gets, then on to `next`. */
function BackFromGoogle({ next }: { next: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let isCurrent = true;
    // A profile that cannot be read leaves the member where a password sign-in would: on `next`.
    void handleSignedIn(next)
      .catch(() => "unpaid" as const)
      .then(async (outcome) => {
        if (!isCurrent || outcome === "paid") return;
        // Signed out again (refunded): the page shows the sign-in form with its toast.
        if (outcome === "refunded") await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        await navigate(outcome === "refunded" ? authPath(next) : next, { replace: true });
      });
    return () => {
      isCurrent = false;
    };
  }, [navigate, next, queryClient]);
  return <FullPageSpinner label="Signing you in" />;
}

/**
 * /auth in the app: a signed-in visitor moves on to `next`; anyone else gets the sign-in card. A
 * signed-out visitor's first visit is served the prerendered page instead (src/auth/).
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"), paths.dashboardShortcut);
  const queryClient = useQueryClient();
  const { isLoading, isSignedIn } = useSession();

  if (isLoading) return <FullPageSpinner label="Loading" />;
  if (isSignedIn)
    return isBackFromGoogle(searchParams) ? <BackFromGoogle next={next} /> : <Navigate to={next} replace />;

  return (
    <SignInCard
      next={next}
      googleError={searchParams.get("error")}
      onSignedIn={async () => {
        // Spec §4: a refunded account is signed out again; a paid one goes on to `next`.
        if ((await handleSignedIn(next)) === "paid") return;
        // Otherwise the page re-reads the session and, signed in, moves on to `next`.
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }}
    />
  );
}
