export function Component() {
  return (
    <section className="space-y-2 py-6">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
    </section>
  );
}
