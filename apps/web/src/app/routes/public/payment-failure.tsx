export function Component() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">PaymentFailure</h1>
    </section>
  );
}
