import { AlertTriangle } from "lucide-react";
import { useNavigate, useRouteError } from "react-router";

import { Button } from "../components/ui/button.tsx";

/** The error boundary's screen: retry the current route, or reload the whole page. */
export function ErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <AlertTriangle aria-hidden="true" className="size-10 text-error" />
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-sm text-muted-foreground">
        An unexpected error stopped this page. Try again, or refresh the page if it keeps happening.
      </p>
      {detail ? <p className="max-w-md font-mono text-xs text-muted-foreground">{detail}</p> : null}
      <div className="flex gap-3">
        <Button onClick={() => void navigate(0)}>Try Again</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </main>
  );
}
