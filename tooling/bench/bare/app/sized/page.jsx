// The bare page's twin with about as much content as a market site's page (some 120 kB of HTML with
// Next's inline payload): serving a prerendered page costs more the larger it is, whoever built it,
// and this page tells that cost apart from the cost of the sites' own serving code.
const sentence =
  'Prerendered text of a bare Next.js page, as long as the pages of the market sites, so that both sides send the same number of bytes. ';

export default function SizedPage() {
  return (
    <main>
      <h1>Bare Next.js page, site-sized</h1>
      {Array.from({ length: 120 }, (_, i) => (
        <section key={i}>
          <h2>Section {i + 1}</h2>
          <p>{sentence.repeat(3)}</p>
        </section>
      ))}
    </main>
  );
}
