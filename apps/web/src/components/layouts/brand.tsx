import { cn } from "../../lib/cn.ts";

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-lg bg-hero-gradient font-bold text-white",
        className,
      )}
    >
      P
    </span>
  );
}

export function BrandLink({ className }: { className?: string }) {
  return (
    <a href="/" className={cn("flex items-center gap-2 text-lg font-semibold", className)}>
      <BrandMark />
      <span>Promptloom</span>
    </a>
  );
}
