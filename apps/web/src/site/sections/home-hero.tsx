import { ArrowRight, Copy, Sparkles } from "lucide-react";

import { buttonVariants } from "../../components/ui/button-variants.ts";
import { paths } from "../../config/paths.ts";
import { useSiteContent } from "../site-content.tsx";
import { Guarantees } from "./guarantees.tsx";
import { PromptPreview } from "./prompt-preview.tsx";

/** What Promptloom is, for whom, and the way in; its words are the admin's (Features hero). */
export function HomeHero() {
  const { hero } = useSiteContent();
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-96 max-w-3xl bg-hero-glow"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 md:pt-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface-2 px-3 py-1 text-sm text-muted-foreground">
            <Sparkles aria-hidden="true" className="size-4 text-primary-text" />
            {hero.eyebrow}
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.title} {hero.highlight && <span className="text-gradient">{hero.highlight}</span>}
          </h1>
          <p className="mt-6 text-lg text-pretty text-muted-foreground">{hero.subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={paths.subscribe} className={buttonVariants({ variant: "gradient", size: "lg" })}>
              Get Instant Access
              <ArrowRight aria-hidden="true" />
            </a>
            <a href={paths.features} className={buttonVariants({ variant: "outline", size: "lg" })}>
              See all features
            </a>
          </div>
          <Guarantees className="mt-8" />
          <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
            <Copy aria-hidden="true" className="size-4 shrink-0 text-primary-text" />
            Works with ChatGPT, Claude, Gemini and any other AI tool you already use.
          </p>
        </div>
        <PromptPreview />
      </div>
    </section>
  );
}
