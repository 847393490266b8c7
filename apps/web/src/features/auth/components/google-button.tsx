import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { GoogleMark } from "../../../components/ui/google-mark.tsx";
import { startGoogleSignIn } from "../../../entities/session/google-sign-in.ts";
import { useAuthConfig } from "../../../entities/session/session.ts";

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
    if (!(await startGoogleSignIn(callbackPath))) setPending(false);
  };

  return (
    <Button variant="outline" className="w-full" onClick={() => void start()} disabled={isPending}>
      <GoogleMark />
      {label}
    </Button>
  );
}
