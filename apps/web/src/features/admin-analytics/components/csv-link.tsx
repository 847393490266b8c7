import { Download } from "lucide-react";

import { buttonVariants } from "../../../components/ui/button-variants.ts";

/** Downloads one series of the period as CSV. */
export function CsvLink({ href, title }: { href: string; title: string }) {
  return (
    <a
      href={href}
      download
      className={buttonVariants({ variant: "outline", size: "sm" })}
      aria-label={`Download ${title} as CSV`}
    >
      <Download aria-hidden="true" /> CSV
    </a>
  );
}
