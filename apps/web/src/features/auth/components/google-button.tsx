import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { GoogleMark } from "../../../components/ui/google-mark.tsx";
import { authClient } from "../../../lib/auth-client.ts";
import { useAuthConfig } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import { describeGoogleError } from "../auth-errors.ts";

/** Google sign-in, shown only when the server has a Google client configured. */
export function GoogleButton({
  callbackPath,
  label = "Continue with Google",
}: {
  callbackPath: string;
  label?: string;
}) {
  const config = useAuthConfig();
  const [isPending, setPending] = useState(false);
  if (!config.data?.googleEnabled) return null;

  const start = async () => {
    setPending(true);
    try {
      await authClient.signInWithGoogle(callbackPath);
    } catch (error) {
      setPending(false);
      toast({ title: "Error", description: describeGoogleError(error), variant: "destructive" });
    }
  };

  return (
    <Button variant="outline" className="w-full" onClick={() => void start()} disabled={isPending}>
      <GoogleMark />
      {label}
    </Button>
  );
}
