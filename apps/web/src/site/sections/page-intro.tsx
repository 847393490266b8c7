import type { ReactNode } from "react";

/** The heading block of an inner marketing page: its one h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <header className="mx-auto max-w-3xl px-4 pt-16 pb-10 text-center md:pt-24">
      <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
      <p className="mt-5 text-lg text-pretty text-muted-foreground">{children}</p>
    </header>
  );
}
