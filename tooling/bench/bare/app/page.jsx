// One static page with a heading and a paragraph: what Next ships for a page with no client code.
export default function BarePage() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>
        A prerendered page of the same Next.js version as the market sites, built in the same
        benchmark run.
      </p>
    </main>
  );
}
