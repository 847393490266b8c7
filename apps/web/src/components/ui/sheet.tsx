import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type * as React from "react";

import { cn } from "../../lib/cn.ts";
import { useReturnFocus } from "./return-focus.tsx";

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

/** A panel that slides in from the left edge, with an overlay, focus trap and Escape to close; focus returns to its opener. */
export function SheetContent({
  className,
  children,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content>) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="data-[state=open]:animate-in fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-y-0 left-0 z-50 flex h-full flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground shadow-xl outline-none",
          className,
        )}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        {...props}
      >
        {returnFocus.marker}
        {children}
        <DialogPrimitive.Close
          aria-label="Close sidebar"
          className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
        >
          <X className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
