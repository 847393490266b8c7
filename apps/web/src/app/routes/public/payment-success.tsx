import { paths } from "../../../config/paths.ts";

export function Component() {
  return (
    <section className="mx-auto max-w-xl space-y-3 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Payment successful</h1>
      <p className="text-muted-foreground">Thank you for subscribing. Your members area is waiting for you.</p>
      <a href={paths.dashboard} className="font-medium text-primary hover:underline">
        Go to your dashboard
      </a>
    </section>
  );
}
