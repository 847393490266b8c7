import type { LucideIcon } from "lucide-react";
import type * as React from "react";

import { Card } from "./card.tsx";

/** One figure on a dashboard: what it counts, the number (with its unit), and a line of detail. */
export function StatCard({
  label,
  value,
  unit,
  detail,
  icon: Icon,
}: {
  label: string;
  value: string;
  unit?: string;
  detail: React.ReactNode;
  icon: LucideIcon;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
        <Icon aria-hidden="true" className="size-4 text-primary-text" />
      </div>
      <p className="mt-2 text-2xl font-semibold tabular-nums sm:text-3xl">
        {value} {unit ? <span className="text-base font-normal text-muted-foreground">{unit}</span> : null}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
    </Card>
  );
}
