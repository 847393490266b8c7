import { ArrowRight } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";

import { ItemState } from "../../../components/ui/item-state.tsx";
import { Markdown } from "../../../components/ui/markdown.tsx";
import { allScreens } from "../../../config/app-screens.ts";
import { useDocPage } from "../api/get-docs.ts";
import { resolveDocLink } from "../doc-links.ts";

/** One page: its title, summary, contents list, the tools it covers and its text. */
export function DocPageView({ slug }: { slug: string }) {
  const page = useDocPage(slug);
  const { hash } = useLocation();
  useEffect(() => {
    if (page.data && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [page.data, hash]);

  return (
    <ItemState query={page} pendingLabel="Loading the page" errorLabel="Could not open this page.">
      {({ title, summary, headings, routes, body }) => {
        const tools = allScreens.filter(
          (screen) => routes.includes(screen.path) && !screen.path.startsWith("/app/admin"),
        );
        return (
          <article className="min-w-0 space-y-4">
            <header className="space-y-1">
              <h2 className="text-2xl font-semibold">{title}</h2>
              <p className="text-muted-foreground">{summary}</p>
              {tools.length > 0 ? (
                <p className="flex flex-wrap gap-3 pt-1 text-sm">
                  {tools.map((tool) => (
                    <Link
                      key={tool.path}
                      to={tool.path}
                      className="inline-flex items-center gap-1 text-primary-text hover:underline"
                    >
                      Open {tool.title}
                      <ArrowRight aria-hidden="true" className="size-3.5" />
                    </Link>
                  ))}
                </p>
              ) : null}
            </header>
            {headings.length > 0 ? (
              <nav aria-labelledby="on-this-page" className="rounded-lg border border-border p-3 text-sm">
                <h3 id="on-this-page" className="mb-1 font-medium">
                  On this page
                </h3>
                <ul className="space-y-0.5">
                  {headings.map((heading) => (
                    <li key={heading.id} className={heading.depth === 3 ? "pl-4" : undefined}>
                      <a
                        href={`#${heading.id}`}
                        className="text-muted-foreground hover:text-foreground hover:underline"
                      >
                        {heading.text}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <Markdown resolveHref={resolveDocLink}>{body}</Markdown>
          </article>
        );
      }}
    </ItemState>
  );
}
