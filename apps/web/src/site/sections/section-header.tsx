import type { ReactNode } from "react";

type SectionHeaderProps = {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
};

/** The eyebrow, heading and lead paragraph that open each home-page section. */
export function SectionHeader({ id, eyebrow, title, children }: SectionHeaderProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{children}</p> : null}
    </div>
  );
}
