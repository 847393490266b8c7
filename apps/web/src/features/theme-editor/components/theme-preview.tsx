import type { ThemeColorName } from "@promptloom/contracts/theme-colors";
import type * as React from "react";

import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";

const chartHeights = [60, 85, 45, 70, 95];

/** Status colours as the app shows them: coloured text on a faint tint of itself. */
const statusLooks = {
  success: "bg-success/15 text-success",
  warning: "bg-warning/15 text-warning",
  error: "bg-error/15 text-error",
  info: "bg-info/15 text-info",
};

/**
 * The product's own pieces (buttons, a card, the sidebar, a chart, the gradients) painted in the
 * colours being edited, before anything is saved: the colours are set as the same custom
 * properties the stylesheet reads, on this box only.
 */
export function ThemePreview({ colors }: { colors: Record<ThemeColorName, string> }) {
  const style = Object.fromEntries(
    Object.entries(colors).map(([name, value]) => [`--${name}`, value]),
  ) as React.CSSProperties;
  return (
    <section
      aria-labelledby="theme-preview-heading"
      style={style}
      className="space-y-4 rounded-xl border border-border bg-background p-4 text-foreground"
    >
      <h2 id="theme-preview-heading" className="text-base font-semibold">
        Preview
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button tabIndex={-1}>Primary</Button>
        <Button tabIndex={-1} variant="secondary">
          Secondary
        </Button>
        <Button tabIndex={-1} variant="outline">
          Outline
        </Button>
        <Button tabIndex={-1} variant="destructive">
          Delete
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">A saved prompt</CardTitle>
          <CardDescription>Muted text on a card, as members read it.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-1.5">
          <Badge>Badge</Badge>
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs text-accent-foreground">Accent</span>
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">Muted</span>
        </CardContent>
      </Card>
      <div className="flex overflow-hidden rounded-lg border border-sidebar-border">
        <div className="w-32 space-y-1 bg-sidebar p-2 text-xs text-sidebar-foreground">
          <p className="rounded bg-sidebar-primary px-2 py-1 text-sidebar-primary-foreground">Dashboard</p>
          <p className="rounded bg-sidebar-accent px-2 py-1 text-sidebar-accent-foreground">Library</p>
          <p className="px-2 py-1">Account</p>
        </div>
        <div className="flex flex-1 items-end gap-1.5 bg-card p-3" aria-hidden="true">
          {chartHeights.map((height, index) => (
            <span
              key={height}
              className="flex-1 rounded-t"
              style={{ height: `${height * 0.6}px`, background: `hsl(var(--chart-${index + 1}))` }}
            />
          ))}
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5 text-xs">
        {Object.entries(statusLooks).map(([status, look]) => (
          <span key={status} className={`rounded-full px-2 py-0.5 font-medium ${look}`}>
            {status}
          </span>
        ))}
      </div>
      <div className="grid grid-cols-4 gap-1.5" aria-hidden="true">
        {[1, 2, 3, 4].map((level) => (
          <span
            key={level}
            className="h-6 rounded border border-border"
            style={{ background: `hsl(var(--surface-${level}))` }}
          />
        ))}
      </div>
      <div className="rounded-lg glass p-3 text-sm">Glass panel over the page</div>
      <p className="rounded-lg bg-hero-gradient p-3 text-sm font-semibold text-white">Hero gradient</p>
      <p className="inline-block rounded-md bg-cta-gradient px-4 py-2 text-sm font-semibold text-primary-foreground">
        Get Instant Access
      </p>
    </section>
  );
}
