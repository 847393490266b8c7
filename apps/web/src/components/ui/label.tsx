import * as LabelPrimitive from "@radix-ui/react-label";
import type * as React from "react";

import { cn } from "../../lib/cn.ts";

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn("text-sm leading-none font-medium peer-disabled:opacity-50", className)}
      {...props}
    />
  );
}
