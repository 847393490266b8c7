import { buttonVariants } from "../../components/ui/button-variants.ts";
import { paths } from "../../config/paths.ts";
import { Guarantees } from "./guarantees.tsx";

/** The last invitation at the bottom of a marketing page. */
export function ClosingCta({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="closing-heading" className="mx-auto max-w-6xl px-4 pb-20">
      <div className="relative overflow-hidden rounded-3xl border border-primary/30 bg-primary/10 px-6 py-14 text-center">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-hero-gradient opacity-10" />
        <h2 id="closing-heading" className="relative text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-pretty text-muted-foreground">{text}</p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={paths.subscribe} className={buttonVariants({ variant: "gradient", size: "lg" })}>
            Get Instant Access
          </a>
          <a href={paths.pricing} className={buttonVariants({ variant: "outline", size: "lg" })}>
            Compare plans
          </a>
        </div>
        <Guarantees className="relative mt-8 justify-center" />
      </div>
    </section>
  );
}
