import { clsx } from "clsx";

import { paths } from "../../config/paths.ts";

// The brand ships on every prerendered marketing page, so it joins classes with clsx rather than
// the tailwind-merge based `cn`: callers pass the size instead of overriding one.
export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        "inline-flex items-center justify-center rounded-lg bg-hero-gradient font-bold text-white",
        className,
      )}
    >
      P
    </span>
  );
}

export function BrandLink() {
  return (
    <a href={paths.home} className="flex items-center gap-2 text-lg font-semibold">
      <BrandMark />
      <span>Promptloom</span>
    </a>
  );
}
