import { paths } from "../../../config/paths.ts";

export function Component() {
  return (
    <section className="mx-auto max-w-xl space-y-3 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Payment not completed</h1>
      <p className="text-muted-foreground">Your card was not charged. You can choose a plan and try again.</p>
      <a href={paths.subscribe} className="font-medium text-primary hover:underline">
        Choose a plan
      </a>
    </section>
  );
}
