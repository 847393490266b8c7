import { authMessages, signInSchema, signUpSchema } from "@promptloom/contracts/auth";
import { formatPlanPrice, plans } from "@promptloom/contracts/plans";
import { ArrowLeft } from "lucide-react";
import { z } from "zod";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { FormError } from "../../../components/ui/form-error.tsx";
import { GoogleMark } from "../../../components/ui/google-mark.tsx";
import { paths } from "../../../config/paths.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import type { SubscriptionFlow } from "../use-subscription-flow.ts";

/** The account step's rules by mode: a new account also needs a name, an existing one only signs in. */
const accountSchemas = {
  "sign-up": signUpSchema,
  "sign-in": signInSchema.extend({ fullName: z.string() }),
};

/** Step two: sign up or sign in, then the checkout starts. */
export function AccountStep({ flow }: { flow: SubscriptionFlow }) {
  const plan = plans[flow.plan];
  const isSignUp = flow.mode === "sign-up";
  const form = useSchemaForm(accountSchemas[flow.mode], {
    defaultValues: { email: "", fullName: "", password: "" },
  });
  const [email, fullName, password] = form.watch(["email", "fullName", "password"]);
  // Spec §5: Continue waits for an e-mail and a password, a name from new users, and any pending call.
  const canSubmit = email !== "" && password !== "" && (!isSignUp || fullName !== "") && !flow.isSubmitting;

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
      <Form form={form} className="space-y-4" onSubmit={flow.submitAccount}>
        <FormError message={flow.error} />
        <Field
          name="email"
          id="subscribe-email"
          label="Email"
          type="email"
          autoComplete="email"
          onBlur={() => void flow.checkEmail(email)}
        />
        {isSignUp ? <Field name="fullName" id="subscribe-full-name" label="Full name" autoComplete="name" /> : null}
        <Field
          name="password"
          id="subscribe-password"
          label="Password"
          type="password"
          autoComplete={isSignUp ? "new-password" : "current-password"}
          hint={isSignUp ? authMessages.passwordHint : undefined}
        />
        <SubmitButton
          variant="gradient"
          size="lg"
          className="w-full"
          disabled={!canSubmit}
          pendingLabel="Please wait..."
        >
          {isSignUp ? "Create account and continue" : "Sign in and continue"}
        </SubmitButton>
      </Form>
      <p className="text-center text-sm text-muted-foreground">
        <button type="button" onClick={flow.toggleMode} className="font-medium text-primary-text hover:underline">
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
