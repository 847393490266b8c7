import ReactMarkdown, { type Components } from "react-markdown";
import { Link } from "react-router";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";

import { cn } from "../../lib/cn.ts";

const isExternal = (href: string) => /^(https?:|mailto:)/.test(href);

/** Element styles for rendered Markdown, in the app's type scale (no raw HTML is ever rendered). */
const components = (resolveHref: (href: string) => string): Components => ({
  h2: (props) => <h2 className="mt-8 mb-3 scroll-mt-20 text-xl font-semibold first:mt-0" {...props} />,
  h3: (props) => <h3 className="mt-6 mb-2 scroll-mt-20 text-base font-semibold" {...props} />,
  h4: (props) => <h4 className="mt-4 mb-2 text-sm font-semibold" {...props} />,
  p: (props) => <p className="my-3 leading-relaxed" {...props} />,
  ul: (props) => <ul className="my-3 list-disc space-y-1 pl-6" {...props} />,
  ol: (props) => <ol className="my-3 list-decimal space-y-1 pl-6" {...props} />,
  blockquote: (props) => (
    <blockquote className="my-3 border-l-2 border-primary/60 pl-4 text-muted-foreground" {...props} />
  ),
  table: (props) => (
    <div className="my-4 overflow-x-auto">
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: (props) => <th className="border-b border-border px-3 py-2 text-left font-semibold" {...props} />,
  td: (props) => <td className="border-b border-border/60 px-3 py-2 align-top" {...props} />,
  code: ({ className, ...props }) => (
    <code className={cn("rounded bg-surface-2 px-1 py-0.5 font-mono text-[0.85em]", className)} {...props} />
  ),
  pre: (props) => (
    <pre
      className="my-4 overflow-x-auto rounded-md bg-surface-2 p-3 text-sm [&_code]:bg-transparent [&_code]:p-0"
      {...props}
    />
  ),
  a: ({ href = "", children }) => {
    if (isExternal(href)) {
      return (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary-text underline-offset-4 hover:underline"
        >
          {children}
        </a>
      );
    }
    return (
      <Link to={resolveHref(href)} className="text-primary-text underline-offset-4 hover:underline">
        {children}
      </Link>
    );
  },
});

/**
 * Markdown as the product writes it (GitHub flavour: tables, task lists), headings with anchor ids.
 * `resolveHref` turns a relative link (a docs page's slug) into an app address.
 */
export function Markdown({
  children,
  className,
  resolveHref = (href) => href,
}: {
  children: string;
  className?: string;
  resolveHref?: (href: string) => string;
}) {
  return (
    <div className={cn("text-sm [overflow-wrap:anywhere] text-foreground/90 sm:text-base", className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSlug]} components={components(resolveHref)}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
