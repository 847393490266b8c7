import type * as React from "react";

import { cn } from "../../lib/cn.ts";

export function Badge({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="badge"
      className={cn(
        "inline-flex items-center rounded-full bg-primary/15 px-2 py-0.5 text-[0.7rem] font-semibold text-primary-text",
        className,
      )}
      {...props}
    />
  );
}
