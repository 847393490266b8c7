import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

/** The theme's colours for sonner's own variables, so toasts follow the live theme. */
const themeColors = {
  "--normal-bg": "var(--color-popover)",
  "--normal-text": "var(--color-popover-foreground)",
  "--normal-border": "var(--color-border)",
  "--success-bg": "var(--color-popover)",
  "--success-text": "var(--color-popover-foreground)",
  "--success-border": "var(--color-success)",
  "--error-bg": "var(--color-destructive)",
  "--error-text": "var(--color-destructive-foreground)",
  "--error-border": "var(--color-destructive)",
} as CSSProperties;

/**
 * The page's one toast region (spec §9): one toast at a time, shown for 5000 ms, F8 moves focus
 * to it, a swipe to the right dismisses one.
 */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      position="bottom-right"
      // Above the floating microphone (bottom right from 768 px), never under it.
      offset={{ bottom: "6rem", right: "1.25rem" }}
      richColors
      closeButton
      style={themeColors}
    />
  );
}
