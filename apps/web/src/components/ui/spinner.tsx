import { Loader2 } from "lucide-react";

import { cn } from "../../lib/cn.ts";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn("size-6 animate-spin text-primary-text", className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A page-sized spinner; a label is shown under it and announced once. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-svh flex-col items-center justify-center gap-3">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-primary-text" />
      <p className={label ? "text-sm text-muted-foreground" : "sr-only"}>{label ?? "Loading"}</p>
    </div>
  );
}
