import { Link, useNavigate, useSearchParams } from "react-router";

import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { paths } from "../../../config/paths.ts";
import { AuthCard } from "../../../features/auth/components/auth-card.tsx";
import { ResetPasswordForm } from "../../../features/auth/components/reset-password-form.tsx";

/** The page a password-reset e-mail links to. */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get("token");

  if (!token || searchParams.has("error")) {
    return (
      <AuthCard title="Reset link not valid" description="Password reset links work once and expire after an hour.">
        <Alert variant="destructive">
          <AlertDescription>This reset link is invalid or has expired.</AlertDescription>
        </Alert>
        <Link to={paths.auth} className="block text-center text-sm font-medium text-primary-text hover:underline">
          Back to sign in to request a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description="You will be signed in once it is saved.">
      <ResetPasswordForm
        token={token}
        email={searchParams.get("email")}
        onDone={() => void navigate(paths.dashboard, { replace: true })}
      />
    </AuthCard>
  );
}
