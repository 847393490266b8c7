import { safeNextPath } from "@promptloom/contracts/auth";
import { formatUsd, includedFeatures, planList } from "@promptloom/contracts/plans";
import { Check } from "lucide-react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";

import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { paths } from "../../../config/paths.ts";
import { AuthCard } from "../../../features/auth/components/auth-card.tsx";
import { GoogleButton } from "../../../features/auth/components/google-button.tsx";
import { SignUpForm } from "../../../features/auth/components/sign-up-form.tsx";

function CreateAccount() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextPath(searchParams.get("next"));
  return (
    <AuthCard title="Create your account" description="One account for every Promptloom tool.">
      <GoogleButton callbackPath={next} />
      <SignUpForm onSignedUp={() => void navigate(next, { replace: true })} />
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link
          to={`${paths.auth}?next=${encodeURIComponent(next)}`}
          className="font-medium text-primary hover:underline"
        >
          Sign in
        </Link>
      </p>
      <p className="text-center text-xs text-muted-foreground">
        By creating an account you agree to our{" "}
        <a href={paths.terms} className="underline">
          Terms of Service
        </a>{" "}
        and{" "}
        <a href={paths.privacy} className="underline">
          Privacy Policy
        </a>
        .
      </p>
    </AuthCard>
  );
}

function PlanChoice() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 md:py-16" aria-labelledby="plans-heading">
      <h1 id="plans-heading" className="text-center text-3xl font-bold">
        Choose your plan
      </h1>
      <p className="mt-2 text-center text-muted-foreground">
        Cancel anytime. No setup fees. 24-hour money-back guarantee.
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {planList.map((plan) => (
          <Card key={plan.id} className={plan.popular ? "border-primary" : undefined}>
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle as="h2">{plan.title}</CardTitle>
                {plan.popular ? (
                  <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-medium text-primary">
                    Most popular
                  </span>
                ) : null}
              </div>
              <CardDescription>{plan.description}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <p className="text-3xl font-bold">
                {formatUsd(plan.price)}
                <span className="text-base font-normal text-muted-foreground">/{plan.period}</span>
              </p>
              {plan.savings ? (
                <p className="text-sm text-success">
                  {formatUsd(plan.monthlyEquivalent)}/month · save {plan.savings.percent}% (
                  {formatUsd(plan.savings.amount)})
                </p>
              ) : null}
              <Button asChild variant={plan.popular ? "gradient" : "outline"} className="w-full">
                <Link to={`${paths.createAccount}?plan=${plan.id}`}>Continue with {plan.title} Plan</Link>
              </Button>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="mt-10">
        <h2 className="font-semibold">Everything included:</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {includedFeatures.map((feature) => (
            <li key={feature} className="flex items-center gap-2 text-sm text-muted-foreground">
              <Check aria-hidden="true" className="size-4 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** /subscribe/*: the plan choice, and /subscribe/create-account for the account step. */
export function Component() {
  const params = useParams();
  return params["*"] === "create-account" ? <CreateAccount /> : <PlanChoice />;
}
