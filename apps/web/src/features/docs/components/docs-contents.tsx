import { docSections, type DocSummary } from "@promptloom/contracts/docs";
import { NavLink } from "react-router";

import { cn } from "../../../lib/cn.ts";
import { docHref } from "../doc-links.ts";

/** The pages grouped by section, in the sidebar's order. */
export function DocsContents({ docs }: { docs: DocSummary[] }) {
  return (
    <nav aria-label="Documentation contents" className="space-y-4 text-sm">
      {docSections.map((section) => {
        const pages = docs.filter((doc) => doc.section === section);
        if (pages.length === 0) return null;
        return (
          <div key={section}>
            <h2 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{section}</h2>
            <ul className="space-y-0.5">
              {pages.map((doc) => (
                <li key={doc.slug}>
                  <NavLink
                    to={docHref(doc.slug)}
                    className={({ isActive }) =>
                      cn(
                        "block rounded-md px-2 py-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                        isActive
                          ? "bg-accent font-medium text-accent-foreground"
                          : "text-muted-foreground hover:bg-accent/60",
                      )
                    }
                  >
                    {doc.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
