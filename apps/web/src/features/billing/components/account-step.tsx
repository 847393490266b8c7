import { authMessages } from "@promptloom/contracts/auth";
import { formatPlanPrice, plans } from "@promptloom/contracts/plans";
import { ArrowLeft } from "lucide-react";
import type { FormEvent } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { FormError } from "../../../components/ui/form-error.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { GoogleMark } from "../../../components/ui/google-mark.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { paths } from "../../../config/paths.ts";
import type { SubscriptionFlow } from "../use-subscription-flow.ts";

/** Step two: sign up or sign in, then the checkout starts. */
export function AccountStep({ flow }: { flow: SubscriptionFlow }) {
  const plan = plans[flow.plan];
  const isSignUp = flow.mode === "sign-up";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (flow.canSubmit) void flow.submitAccount();
  };

  return (
    <div className="space-y-5">
      <button
        type="button"
        onClick={flow.backToPlans}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to plans
      </button>
      <div className="space-y-1 pr-6">
        <DialogTitle className="text-2xl font-bold">
          {isSignUp ? "Create your account" : "Sign in to continue"}
        </DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          {plan.title} plan, {formatPlanPrice(plan)}. You will pay on the next page.
        </DialogDescription>
      </div>
      {flow.googleEnabled ? (
        <>
          <Button variant="outline" className="w-full" onClick={() => void flow.signInWithGoogle()}>
            <GoogleMark />
            Continue with Google
          </Button>
          <p className="text-center text-xs tracking-wide text-muted-foreground uppercase">or with e-mail</p>
        </>
      ) : null}
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormError message={flow.error} />
        <FormField
          id="subscribe-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={flow.fields.email}
          onChange={(event) => flow.setField("email", event.target.value)}
          onBlur={() => void flow.checkEmail()}
        />
        {isSignUp ? (
          <FormField
            id="subscribe-full-name"
            label="Full name"
            autoComplete="name"
            value={flow.fields.fullName}
            onChange={(event) => flow.setField("fullName", event.target.value)}
          />
        ) : null}
        <PasswordField
          id="subscribe-password"
          label="Password"
          autoComplete={isSignUp ? "new-password" : "current-password"}
          value={flow.fields.password}
          onChange={(event) => flow.setField("password", event.target.value)}
          hint={isSignUp ? authMessages.passwordHint : undefined}
        />
        <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={!flow.canSubmit}>
          {flow.isLoading ? "Please wait..." : isSignUp ? "Create account and continue" : "Sign in and continue"}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        <button type="button" onClick={flow.toggleMode} className="font-medium text-primary hover:underline">
          {isSignUp ? "Already have an account? Sign in" : "Don't have an account? Sign up"}
        </button>
      </p>
      <p className="text-center text-xs text-muted-foreground">
        By continuing you agree to our{" "}
        <a href={paths.terms} className="underline hover:text-foreground">
          Terms of Service
        </a>{" "}
        and{" "}
        <a href={paths.privacy} className="underline hover:text-foreground">
          Privacy Policy
        </a>
        .
      </p>
    </div>
  );
}
