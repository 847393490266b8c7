import type { ReactNode } from "react";

import { BrandMark } from "../../../components/layouts/brand.tsx";

/** The demo provider's pages: plainly not Promptloom's own screens, and plainly not a real payment. */
export function DemoFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-svh items-center justify-center bg-surface-1 p-4">
      <div className="w-full max-w-md space-y-6 rounded-2xl border border-border bg-card p-6 shadow-xl sm:p-8">
        <div className="space-y-2">
          {/* Whom the payment is for, as a real checkout names its merchant. */}
          <p className="flex items-center gap-2 text-lg font-semibold">
            <BrandMark />
            <span>Promptloom</span>
          </p>
          <p className="w-fit rounded-full bg-warning/15 px-3 py-1 text-xs font-semibold text-warning">
            Demo payments: no card is charged
          </p>
          <h1 className="text-2xl font-bold">{title}</h1>
        </div>
        {children}
      </div>
    </main>
  );
}
