export const meta = { title: "Support — Promptloom", description: "Support" };

export function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Support</h1>
    </section>
  );
}
