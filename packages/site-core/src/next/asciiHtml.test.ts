/** @jest-environment jsdom */
import { asciiHtml } from './asciiHtml.mjs';

/** A prerendered page in Croatian, with every place Next and the site put text. */
const page =
  '<!DOCTYPE html><html lang="hr-HR"><head><meta charSet="utf-8"/>' +
  '<title>Klinička ispitivanja – Medivia</title>' +
  '<meta name="description" content="Praćenje ispitivanja „od A do Ž“"/>' +
  '<style>.quote::before{content:"„"}</style>' +
  '<script id="consent-boot">var label="Odbij sve – ✓";/* šifra */</script></head>' +
  '<body><h1 title="Lijekovi i medicinski proizvodi">Klinička ispitivanja 😷</h1>' +
  '<p>Đurđevac &amp; Čakovec</p>' +
  '<script type="application/ld+json">{"name":"Medivia Hrvatska d.o.o.","areaServed":"Hrvatska – Zagreb"}</script>' +
  '<script>self.__next_f.push([1,"5:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"Klinička ispitivanja 😷\\"}]\\n"])</script>' +
  '<script>var escaped="\\č", kept="\\\\č";</script>' +
  '</body></html>';

const html = asciiHtml(page);
const parse = (source: string) => new DOMParser().parseFromString(source, 'text/html');
const scripts = (doc: Document) =>
  [...doc.querySelectorAll('script')].map((s) => s.textContent ?? '');
/** What a reader sees: the body's text without its scripts. */
const visibleText = (doc: Document) => {
  doc.querySelectorAll('script').forEach((script) => script.remove());
  return doc.body.textContent;
};

describe('asciiHtml', () => {
  it('writes the page in ASCII only', () => {
    expect(html).not.toMatch(/[\u0080-\uffff]/);
  });

  it('gives the browser the same text, attributes and title', () => {
    const before = parse(page);
    const after = parse(html);
    expect(after.title).toBe('Klinička ispitivanja – Medivia');
    expect(visibleText(after)).toBe(visibleText(before));
    expect(visibleText(after)).toBe('Klinička ispitivanja 😷Đurđevac & Čakovec');
    expect(after.querySelector('h1')?.getAttribute('title')).toBe(
      'Lijekovi i medicinski proizvodi',
    );
    expect(after.querySelector('meta[name=description]')?.getAttribute('content')).toBe(
      'Praćenje ispitivanja „od A do Ž“',
    );
  });

  it('keeps the values of JSON-LD, the hydration payload and inline scripts', () => {
    const [boot, jsonLd, payload, escapes] = scripts(parse(html));
    expect(JSON.parse(jsonLd!)).toEqual({
      name: 'Medivia Hrvatska d.o.o.',
      areaServed: 'Hrvatska – Zagreb',
    });
    const pushed: unknown[] = [];
    new Function('self', payload!)({ __next_f: pushed });
    expect(pushed).toEqual([[1, '5:["$","h1",null,{"children":"Klinička ispitivanja 😷"}]\n']]);
    expect(new Function(`${boot}; return label;`)()).toBe('Odbij sve – ✓');
    // "\č" is an escape of its own (č); "\\č" is a backslash and č.
    expect(new Function(`${escapes}; return [escaped, kept];`)()).toEqual(['č', '\\č']);
  });

  it('escapes styles the CSS way', () => {
    expect(html).toContain('content:"\\00201e "');
  });

  it('leaves an ASCII page as it was', () => {
    const ascii =
      '<html><body><p>Medicines &amp; devices</p><script>self.__next_f.push([1,"x"])</script></body></html>';
    expect(asciiHtml(ascii)).toBe(ascii);
  });
});
