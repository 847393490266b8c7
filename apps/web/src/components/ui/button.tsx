import { Slot } from "@radix-ui/react-slot";
import type * as React from "react";

import { cn } from "../../lib/cn.ts";
import { buttonVariants, type ButtonVariantProps } from "./button-variants.ts";

export type ButtonProps = React.ComponentProps<"button"> & ButtonVariantProps & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      data-slot="button"
      type={asChild ? undefined : (type ?? "button")}
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}
