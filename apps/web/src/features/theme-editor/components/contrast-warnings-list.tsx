import type { ThemeColorName } from "@promptloom/contracts/theme-colors";
import { TriangleAlert } from "lucide-react";

import { contrastWarnings } from "../contrast-warnings.ts";

/** Text colours that fall below WCAG AA on their background, as the colours now stand. */
export function ContrastWarnings({ colors }: { colors: Record<ThemeColorName, string> }) {
  const warnings = contrastWarnings(colors);
  return (
    <section aria-labelledby="contrast-heading" aria-live="polite" className="space-y-2">
      <h2 id="contrast-heading" className="flex items-center gap-2 text-base font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 text-warning" />
        Contrast
      </h2>
      {warnings.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every text colour meets WCAG AA (4.5:1) on its background.</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="Contrast warnings">
          {warnings.map((warning) => (
            <li key={`${warning.text}-${warning.background}`}>{warning.message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
