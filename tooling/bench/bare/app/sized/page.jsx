// The bare page's twin with about as much content as a market site's page (some 120 kB of HTML with
// Next's inline payload): serving a prerendered page costs more the larger it is, whoever built it,
// and this page tells that cost apart from the cost of the sites' own serving code. The words are
// drawn by a fixed pseudo-random sequence, so the page compresses about as well as real text does
// (a repeated sentence would gzip to almost nothing and flatter the gzip rows).
const words = (
  'medicine device supply pharmacy hospital laboratory dental veterinary equipment storage transport ' +
  'registration clinical study service quality partner delivery temperature warehouse product patient ' +
  'report safety training market regulation label package order customer support distribution network ' +
  'certificate inspection practice sterile diagnostic reagent instrument implant hearing skin care'
).split(' ');

function paragraphs(count, length) {
  let seed = 20260210;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  return Array.from({ length: count }, () =>
    Array.from({ length }, () => words[next() % words.length]).join(' '),
  );
}

const text = paragraphs(120, 44);

export default function SizedPage() {
  return (
    <main>
      <h1>Bare Next.js page, site-sized</h1>
      {text.map((paragraph, i) => (
        <section key={i}>
          <h2>Section {i + 1}</h2>
          <p>{paragraph}.</p>
        </section>
      ))}
    </main>
  );
}
