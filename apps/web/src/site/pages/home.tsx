export const meta = { title: "Home — Promptloom", description: "Home" };

export function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Home</h1>
    </section>
  );
}
