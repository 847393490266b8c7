import type { LucideIcon } from "lucide-react";

/** A feature's icon on a tinted tile, the same on the home and features pages. */
export function FeatureIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary-text">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
