import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd, serializeJsonLd } from './JsonLd';

const hostile = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'A </script><script>alert(1)</script> & <!-- co\u2028mpany -->',
} as const;

describe('a JSON-LD block', () => {
  it('reads back to the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });

  it('cannot be closed or commented out by the text it carries', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(<JsonLd data={hostile} />);
    expect(container.querySelectorAll('script')).toHaveLength(1);
    const script = container.querySelector('script')!;
    expect(script.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(script.textContent!)).toEqual(hostile);
  });
});
