import {
  afterPaintLoader,
  deferScriptsUntilPaint,
  UnexpectedScriptMarkup,
} from './scriptsAfterPaint.mjs';

/** The shape of a prerendered Next page: chunks in <head>, one more at the end of <body>. */
const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '<script id="consent-mode-defaults">window.dataLayer=[]</script></head>' +
  '<body><h1>Lijekovi</h1><script type="application/ld+json">{}</script>' +
  '<script>self.__next_f.push([1,"x"])</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>';

describe('deferScriptsUntilPaint', () => {
  const html = deferScriptsUntilPaint(page);

  it("turns Next's async chunks into inert placeholders and drops their preload", () => {
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain(
      '<template data-after-paint="" data-src="/_next/static/chunks/react.js"></template>',
    );
    expect(html).toContain(
      '<template data-after-paint="" data-src="/_next/static/chunks/main.js"></template>',
    );
  });

  it('leaves styles, the nomodule polyfill, inline scripts and data blocks where they were', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<script id="consent-mode-defaults">window.dataLayer=[]</script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<script type="application/ld+json">{}</script>',
    ]) {
      expect(html).toContain(kept);
    }
    expect(html.indexOf(`<script>${afterPaintLoader}</script>`)).toBe(
      html.indexOf('</head>') - `<script>${afterPaintLoader}</script>`.length,
    );
  });

  it('changes nothing twice, and nothing on a page without Next chunks', () => {
    expect(deferScriptsUntilPaint(html)).toBe(html);
    const plain =
      '<html><head></head><body><script src="https://example.com/x.js" async=""></script></body></html>';
    expect(deferScriptsUntilPaint(plain)).toBe(plain);
  });

  it("throws, rather than leaving the page as it was, when Next's script markup is not the one it knows", () => {
    for (const altered of [
      page.replaceAll(' async=""', ' defer=""'),
      page.replaceAll(' async=""', ''),
      page.replace(
        '<link rel="preload" as="script" fetchPriority="low"',
        '<link rel="preload" as="script"',
      ),
      page.replace('</head>', ''),
    ]) {
      expect(() => deferScriptsUntilPaint(altered)).toThrow(UnexpectedScriptMarkup);
    }
  });
});

describe('the loader', () => {
  let observed: ((list: unknown, observer: { disconnect(): void }) => void) | null;
  const disconnect = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    observed = null;
    (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
      constructor(callback: typeof observed) {
        observed = callback;
      }
      observe() {}
      disconnect = disconnect;
    };
    const body = deferScriptsUntilPaint(page).split('<body>')[1]!.split('</body>')[0]!;
    document.head.innerHTML =
      '<template data-after-paint="" data-src="/_next/static/chunks/react.js"></template>';
    document.body.innerHTML = body.replace(/<script[\s\S]*?<\/script>/g, '');
  });
  afterEach(() => jest.useRealTimers());

  const loaded = () =>
    Array.from(document.head.querySelectorAll('script[src]')).map((s) => [
      s.getAttribute('src'),
      (s as HTMLScriptElement).async,
    ]);

  it('adds the scripts, in order and async, only once the first paint is reported', () => {
    (0, eval)(afterPaintLoader);
    expect(loaded()).toEqual([]);
    observed!([], { disconnect });
    expect(loaded()).toEqual([
      ['/_next/static/chunks/react.js', true],
      ['/_next/static/chunks/main.js', true],
    ]);
    jest.advanceTimersByTime(1000);
    expect(loaded()).toHaveLength(2);
  });

  it('does not wait more than a second for a paint that is never reported', () => {
    (0, eval)(afterPaintLoader);
    jest.advanceTimersByTime(999);
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(loaded()).toHaveLength(2);
  });
});
