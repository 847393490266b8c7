import { DeleteAccountCard } from "../../../features/account/components/delete-account-card.tsx";
import { PasswordForm } from "../../../features/account/components/password-form.tsx";
import { ProfileForm } from "../../../features/account/components/profile-form.tsx";
import { SubscriptionCard } from "../../../features/billing/components/subscription-card.tsx";

/** /app/account: subscription, profile, password and account deletion. */
export function Component() {
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold">Account</h1>
      <SubscriptionCard />
      <ProfileForm />
      <PasswordForm />
      <DeleteAccountCard />
    </section>
  );
}
