import { useState } from "react";

import { FormError } from "../../../components/ui/form-error.tsx";
import { paths } from "../../../config/paths.ts";
import { describeGoogleCallbackError, googleReturnPath } from "../../../entities/session/google-sign-in.ts";
import { AuthCard } from "./auth-card.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { GoogleButton } from "./google-button.tsx";
import { SignInForm } from "./sign-in-form.tsx";

type SignInCardProps = {
  /** Where a signed-in visitor goes afterwards (already checked to stay on this site). */
  next: string;
  /** The `error` Google's sign-in sent back in the address, if any. */
  googleError: string | null;
  /** Runs once the session exists; the form stays busy until it settles. */
  onSignedIn: () => Promise<void>;
};

/** /auth's card: sign in with a password or Google, request a password reset, or go to sign up. */
export function SignInCard({ next, googleError, onSignedIn }: SignInCardProps) {
  const [mode, setMode] = useState<"sign-in" | "forgot">("sign-in");

  if (mode === "forgot") {
    return (
      <AuthCard title="Reset your password" description="We will e-mail you a secure link.">
        <ForgotPasswordForm onBack={() => setMode("sign-in")} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Welcome back" description="Sign in to your Promptloom account.">
      <FormError message={describeGoogleCallbackError(googleError)} />
      <GoogleButton callbackPath={googleReturnPath(next)} />
      <SignInForm onSignedIn={onSignedIn} onForgotPassword={() => setMode("forgot")} />
      <p className="text-center text-sm text-muted-foreground">
        Don't have an account?{" "}
        <a
          href={`${paths.createAccount}?next=${encodeURIComponent(next)}`}
          className="font-medium text-primary-text hover:underline"
        >
          Sign up
        </a>
      </p>
    </AuthCard>
  );
}
