import { accessMessages } from "@promptloom/contracts/auth-messages";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";

import { AppSidebar } from "../../../components/layouts/app-sidebar.tsx";
import { AppTopBar } from "../../../components/layouts/app-top-bar.tsx";
import { FloatingMicButton } from "../../../components/layouts/floating-mic-button.tsx";
import { SkipLink } from "../../../components/layouts/public-frame.tsx";
import { SidebarProvider } from "../../../components/layouts/sidebar/sidebar-context.tsx";
import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { FullPageSpinner } from "../../../components/ui/spinner.tsx";
import { TooltipProvider } from "../../../components/ui/tooltip.tsx";
import { screens } from "../../../config/app-screens.ts";
import { authPath, paths } from "../../../config/paths.ts";
import { useSession } from "../../../entities/session/session.ts";
import { useSignOut } from "../../../entities/session/sign-out.ts";
import { PastDueBanner } from "../../../features/billing/components/past-due-banner.tsx";
import { ErrorScreen } from "../../error-screen.tsx";
import { decideAccess, type AccessDecision } from "./decide-access.ts";
import type { MemberOutletContext } from "./member-outlet-context.ts";
import { NoAccess } from "./no-access.tsx";
import { useAccessRevoked } from "./use-access-revoked.ts";
import { useCurrentScreen } from "./use-current-screen.ts";

// Loaded the first time the microphone is used, not with every members-area page.
const VoiceCaptureDialog = lazy(() => import("../../../features/voice/components/voice-capture-dialog.tsx"));

/** How long the refusal stays on screen before the browser leaves the members area. */
const DENIED_REDIRECT_DELAY_MS = 1500;

function Denied({ message, redirectTo }: { message: string; redirectTo: string }) {
  useEffect(() => {
    const timer = setTimeout(() => window.location.replace(redirectTo), DENIED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirectTo]);
  return (
    <main className="flex min-h-svh items-center justify-center p-6">
      <Alert variant="destructive" className="max-w-md">
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </main>
  );
}

/** The microphone's dialog, mounted from the first time it is opened. */
function useVoiceCaptureDialog() {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const openVoiceCapture = useCallback(() => {
    setWasOpened(true);
    setOpen(true);
  }, []);
  const dialog = wasOpened ? (
    <Suspense fallback={null}>
      <VoiceCaptureDialog open={isOpen} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
  return { openVoiceCapture, dialog };
}

/** /app: the auth and paid guards, then the sidebar, top bar, content and microphone button. */
export function Component() {
  const session = useSession();
  const signOut = useSignOut();
  const location = useLocation();
  // The members area's index is the dashboard, which names no screen of its own.
  const screen = useCurrentScreen() ?? screens.dashboard;
  const accessLoss = useAccessRevoked();
  const decision: AccessDecision =
    accessLoss === "refunded"
      ? { kind: "denied", message: accessMessages.refunded, redirectTo: paths.refundedNotice }
      : accessLoss === "ended"
        ? { kind: "no-access" }
        : decideAccess(session);
  const { openVoiceCapture, dialog } = useVoiceCaptureDialog();

  if (decision.kind === "loading") return <FullPageSpinner label="Checking your subscription..." />;
  if (decision.kind === "sign-in") return <Navigate to={authPath(location.pathname + location.search)} replace />;
  if (decision.kind === "denied") return <Denied message={decision.message} redirectTo={decision.redirectTo} />;
  if (decision.kind === "no-access") return <NoAccess hasJustEnded={accessLoss === "ended"} />;

  // Tooltips (the sidebar's, the microphone's) belong to the members area: its own provider, so
  // the public screens load none of their code.
  return (
    <TooltipProvider>
      <SidebarProvider>
        <SkipLink />
        <div className="flex min-h-svh">
          <AppSidebar isAdmin={session.isAdmin} onSignOut={() => signOut.mutate()} isSigningOut={signOut.isPending} />
          <div className="flex min-w-0 flex-1 flex-col">
            <AppTopBar title={screen.title} userName={session.user?.name ?? null} onSpeak={openVoiceCapture} />
            {/* From 768 px the microphone floats at the bottom right: the content keeps that gutter free. */}
            <main id="main" className="flex-1 px-4 pt-6 pb-8 md:pr-24 md:pb-24 md:pl-8">
              <PastDueBanner />
              <Outlet context={{ openVoiceCapture } satisfies MemberOutletContext} />
            </main>
          </div>
        </div>
        <FloatingMicButton onClick={openVoiceCapture} />
        {dialog}
      </SidebarProvider>
    </TooltipProvider>
  );
}

export const ErrorBoundary = ErrorScreen;
