import { safeNextPath } from "@promptloom/contracts/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";

import { FormError } from "../../../components/ui/form-error.tsx";
import { FullPageSpinner } from "../../../components/ui/spinner.tsx";
import { authPath, paths } from "../../../config/paths.ts";
import { handleSignedIn } from "../../../entities/session/after-sign-in.ts";
import {
  describeGoogleCallbackError,
  googleReturnPath,
  isBackFromGoogle,
} from "../../../entities/session/google-sign-in.ts";
import { sessionQueryKey, useSession } from "../../../entities/session/session.ts";
import { AuthCard } from "../../../features/auth/components/auth-card.tsx";
import { ForgotPasswordForm } from "../../../features/auth/components/forgot-password-form.tsx";
import { GoogleButton } from "../../../features/auth/components/google-button.tsx";
import { SignInForm } from "../../../features/auth/components/sign-in-form.tsx";

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

/** /auth: sign in, or request a password reset. `next` says where to go afterwards. */
export function Component() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"), paths.dashboardShortcut);
  const queryClient = useQueryClient();
  const { isLoading, isSignedIn } = useSession();
  const [mode, setMode] = useState<"sign-in" | "forgot">("sign-in");

  if (isLoading) return <FullPageSpinner label="Loading" />;
  if (isSignedIn)
    return isBackFromGoogle(searchParams) ? <BackFromGoogle next={next} /> : <Navigate to={next} replace />;

  if (mode === "forgot") {
    return (
      <AuthCard title="Reset your password" description="We will e-mail you a secure link.">
        <ForgotPasswordForm onBack={() => setMode("sign-in")} />
      </AuthCard>
    );
  }

  const signUpHref = `${paths.createAccount}?next=${encodeURIComponent(next)}`;
  return (
    <AuthCard title="Welcome back" description="Sign in to your Promptloom account.">
      <FormError message={describeGoogleCallbackError(searchParams.get("error"))} />
      <GoogleButton callbackPath={googleReturnPath(next)} />
      <SignInForm
        onSignedIn={async () => {
          // Spec §4: a refunded account is signed out again; a paid one goes on to `next`.
          if ((await handleSignedIn(next)) === "paid") return;
          // Otherwise the page re-reads the session and, signed in, moves on to `next`.
          await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }}
        onForgotPassword={() => setMode("forgot")}
      />
      <p className="text-center text-sm text-muted-foreground">
        Don't have an account?{" "}
        <Link to={signUpHref} className="font-medium text-primary-text hover:underline">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
