import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { DeleteAccountCard } from "../../../features/account/components/delete-account-card.tsx";
import { PasswordForm } from "../../../features/account/components/password-form.tsx";
import { ProfileForm } from "../../../features/account/components/profile-form.tsx";
import { SubscriptionCard } from "../../../features/billing/components/subscription-card.tsx";

/** /app/account: subscription, profile, password and account deletion. */
export function Component() {
  return (
    <MemberScreen screen={screens.account} width="narrow">
      <SubscriptionCard />
      <ProfileForm />
      <PasswordForm />
      <DeleteAccountCard />
    </MemberScreen>
  );
}
