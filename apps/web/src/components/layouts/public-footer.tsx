import { paths } from "../../config/paths.ts";
import { BrandLink } from "./brand.tsx";

const links = [
  { href: paths.features, label: "Features" },
  { href: paths.support, label: "Support" },
  { href: paths.privacy, label: "Privacy Policy" },
  { href: paths.terms, label: "Terms of Service" },
  { href: paths.refund, label: "Refund Policy" },
];

export function PublicFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div className="space-y-2">
          <BrandLink />
          <p className="text-sm text-muted-foreground">Create, refine, save and reuse AI prompts.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {links.map((link) => (
            <a key={link.href} href={link.href} className="hover:text-foreground">
              {link.label}
            </a>
          ))}
        </nav>
      </div>
      <p className="pb-8 text-center text-xs text-muted-foreground">© Promptloom. All rights reserved.</p>
    </footer>
  );
}
