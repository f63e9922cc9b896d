import { render } from '@testing-library/react';
import { RichText } from './RichText';
import { browserReadUrl, safeHref, webAddress } from './safeHref';

const paragraphWithLink = (url: string) => ({
  root: {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            fields: { linkType: 'custom', url, newTab: false },
            children: [{ type: 'text', text: 'click', format: 0 }],
          },
        ],
      },
    ],
  },
});

/** Where a browser would go from a page of this site, following the rendered link (jsdom's URL parser). */
function followed(url: string): { text: string; goesTo: string | null } {
  const { container } = render(<RichText document={paragraphWithLink(url)} />);
  const anchor = container.querySelector('a');
  return {
    text: container.textContent ?? '',
    goesTo: anchor
      ? new URL(anchor.getAttribute('href')!, 'https://www.medivia.hr/vijesti/').href
      : null,
  };
}

describe('a link staff typed in rich text, read as the browser reads it', () => {
  it.each([
    ['a tab between the slashes', '/\t/evil.example/path'],
    ['a newline between the slashes', '/\n/evil.example/path'],
    ['a carriage return and a tab', '/\r\t/evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a tab before the backslash', '/\t\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['protocol-relative', '//evil.example/path'],
    ['protocol-relative behind spaces and controls', ' \u0000\u001f//evil.example'],
    ['dot segments that end protocol-relative', '/..//evil.example/path'],
    ['a tab inside javascript:', 'java\tscript:alert(1)'],
    ['a newline inside javascript:', 'java\nscript:alert(1)'],
    ['an upper-case scheme', 'JAVASCRIPT:alert(1)'],
    ['a control character before the scheme', '\u0001javascript:alert(1)'],
    ['a percent-encoded tab in the scheme', 'java%09script:alert(1)'],
    ['data:', 'DATA:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a path relative to the page', 'evil.example/path'],
  ])('%s (%j) renders as its text, not a link', (_, url) => {
    expect(safeHref(url)).toBeUndefined();
    expect(followed(url)).toEqual({ text: 'click', goesTo: null });
  });

  it.each([
    ['/vijesti', 'https://www.medivia.hr/vijesti'],
    [' /kontakt\n', 'https://www.medivia.hr/kontakt'],
    ['/ka\tntakt?x=1#y', 'https://www.medivia.hr/kantakt?x=1#y'],
    ['/%09/evil.example', 'https://www.medivia.hr/%09/evil.example'],
    ['/a\\b', 'https://www.medivia.hr/a/b'],
    ['HTTPS://www.example.org/x', 'https://www.example.org/x'],
    ['https://www.exam\tple.org/', 'https://www.example.org/'],
  ])('%j stays a link, to what the check saw (%s)', (url, goesTo) => {
    expect(followed(url)).toEqual({ text: 'click', goesTo });
  });

  it('gives the page the address without its tabs and newlines', () => {
    expect(safeHref('mailto:info@\nmedivia.hr')).toBe('mailto:info@medivia.hr');
    expect(safeHref('/vijesti/\tnova')).toBe('/vijesti/nova');
    expect(browserReadUrl('\u0000 /a\tb\n \u0008')).toBe('/ab');
  });
});

describe("a website's address staff entered in a form field", () => {
  it('is an absolute http(s) address, as the browser reads it', () => {
    expect(webAddress(' https://www.medivia-si.example\n')).toBe('https://www.medivia-si.example');
    for (const url of [
      '/\t/evil.example',
      '//evil.example',
      '/kontakt',
      'mailto:a@b.hr',
      'java\tscript:x',
      'https:/\\evil.example',
      null,
    ]) {
      expect(webAddress(url)).toBeUndefined();
    }
  });
});
