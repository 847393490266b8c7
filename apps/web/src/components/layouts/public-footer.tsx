import { company } from "../../config/company.ts";
import { paths } from "../../config/paths.ts";
import { BrandLink } from "./brand.tsx";

const linkGroups = [
  {
    title: "Product",
    links: [
      { href: paths.features, label: "Features" },
      { href: paths.pricing, label: "Pricing" },
    ],
  },
  {
    title: "Help",
    links: [
      { href: paths.support, label: "Support" },
      { href: `${paths.support}#contact`, label: "Contact us" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: paths.privacy, label: "Privacy Policy" },
      { href: paths.terms, label: "Terms of Service" },
      { href: paths.refund, label: "Refund Policy" },
    ],
  },
];

export function PublicFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="space-y-3">
          <BrandLink />
          <p className="max-w-xs text-sm text-muted-foreground">
            Create, refine, save and reuse AI prompts for text, images and voice.
          </p>
        </div>
        {linkGroups.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`}>
            <h2 id={`footer-${group.title.toLowerCase()}`} className="text-sm font-semibold">
              {group.title}
            </h2>
            <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="hover:text-foreground">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-border py-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {company.name}. All rights reserved.
      </p>
    </footer>
  );
}
