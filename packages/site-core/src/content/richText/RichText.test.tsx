import { render } from '@testing-library/react';
import { paragraphsToRichText } from './fromParagraphs';
import { RichText, safeHref } from './RichText';

const t = (text: string, format = 0) => ({ type: 'text', text, format, version: 1 });
const block = (type: string, children: unknown[], extra: object = {}) => ({
  type,
  children,
  direction: null,
  format: '',
  indent: 0,
  version: 1,
  ...extra,
});
const doc = (...children: unknown[]) => ({ root: block('root', children) });
const link = (url: string, label: string, extra: object = {}) =>
  block('link', [t(label)], { fields: { linkType: 'custom', url, newTab: false, ...extra } });

function html(document: unknown, headingOffset?: number) {
  return render(<RichText document={document} headingOffset={headingOffset} />).container.innerHTML;
}

describe('RichText', () => {
  it('renders today\'s body like the article page: "## " as h2, the rest as p', () => {
    expect(html(paragraphsToRichText(['## Sub', 'Text.', 'Two\nlines']))).toBe(
      '<h2>Sub</h2><p>Text.</p><p>Two<br>lines</p>',
    );
  });

  it('renders headings h2 to h4, shifted by the heading offset and clamped to h2–h6', () => {
    const headings = doc(
      block('heading', [t('A')], { tag: 'h2' }),
      block('heading', [t('B')], { tag: 'h3' }),
      block('heading', [t('C')], { tag: 'h4' }),
      block('heading', [t('D')], { tag: 'h1' }),
    );
    expect(html(headings)).toBe('<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2>');
    expect(html(headings, 1)).toBe('<h3>A</h3><h4>B</h4><h5>C</h5><h2>D</h2>');
    expect(html(headings, 4)).toBe('<h6>A</h6><h6>B</h6><h6>C</h6><h5>D</h5>');
  });

  it('renders bullet and numbered lists, a nested list inside its item, and a quote', () => {
    expect(
      html(
        doc(
          block('list', [block('listitem', [t('One')]), block('listitem', [t('Two')])], {
            listType: 'bullet',
            tag: 'ul',
            start: 1,
          }),
          block(
            'list',
            [
              block('listitem', [t('Three')]),
              block('listitem', [block('list', [block('listitem', [t('In')])], { tag: 'ul' })]),
            ],
            { listType: 'number', tag: 'ol', start: 3 },
          ),
          block('list', [block('listitem', [t('First')])], { listType: 'number', start: 1 }),
          block('quote', [t('Said.')]),
        ),
      ),
    ).toBe(
      '<ul><li>One</li><li>Two</li></ul>' +
        '<ol start="3"><li>Three</li><li><ul><li>In</li></ul></li></ol>' +
        '<ol><li>First</li></ol><blockquote>Said.</blockquote>',
    );
  });

  it('renders each text format, and bold italic text inside both elements', () => {
    expect(
      html(
        doc(
          block('paragraph', [
            t('b', 1),
            t('i', 2),
            t('s', 4),
            t('u', 8),
            t('c', 16),
            t('bi', 3),
            t('all', 31),
            t(' plain'),
          ]),
        ),
      ),
    ).toBe(
      '<p><strong>b</strong><em>i</em><s>s</s><u>u</u><code>c</code>' +
        '<strong><em>bi</em></strong><strong><em><u><s><code>all</code></s></u></em></strong> plain</p>',
    );
  });

  it('renders Payload links, autolinks and Lexical links; a new tab gets target and rel', () => {
    expect(
      html(
        doc(
          block('paragraph', [
            link('https://example.com/a', 'web', { newTab: true }),
            link('/hr/kontakt', 'page'),
            link('mailto:info@example.com', 'mail'),
            link('tel:+38510000000', 'phone'),
            block('autolink', [t('www')], { fields: { linkType: 'custom', url: 'http://x.test' } }),
            block('link', [t('lexical')], { url: 'https://y.test', target: '_blank' }),
          ]),
        ),
      ),
    ).toBe(
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">web</a>' +
        '<a href="/hr/kontakt">page</a><a href="mailto:info@example.com">mail</a>' +
        '<a href="tel:+38510000000">phone</a><a href="http://x.test">www</a>' +
        '<a href="https://y.test" target="_blank" rel="noopener noreferrer">lexical</a></p>',
    );
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/path',
    '/\\evil.example',
    'relative/path',
    '',
  ])('renders a link to %j as its plain text', (url) => {
    const { container } = render(
      <RichText document={doc(block('paragraph', [link(url, 'click', { newTab: true })]))} />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.innerHTML).toBe('<p>click</p>');
  });

  it('renders an internal link (to a document, without a URL) as its text', () => {
    const internal = block('link', [t('our team')], {
      fields: { linkType: 'internal', doc: { relationTo: 'pages', value: 'abc' }, newTab: false },
    });
    expect(html(doc(block('paragraph', [internal])))).toBe('<p>our team</p>');
  });

  it('links an internal link to the page the site gives its document, and leaves one it has none for as text', () => {
    const internal = (value: string, newTab = false) =>
      block('link', [t(`to ${value}`)], {
        fields: { linkType: 'internal', doc: { relationTo: 'area-pages', value }, newTab },
      });
    const pages: Record<string, string> = { '4': '/sluzbe/dijagnostika', '5': 'javascript:x' };
    const { container } = render(
      <RichText
        document={doc(block('paragraph', [internal('4', true), internal('9'), internal('5')]))}
        internalHref={({ value }) => pages[String(value)]}
      />,
    );
    expect(container.innerHTML).toBe(
      '<p><a href="/sluzbe/dijagnostika" target="_blank" rel="noopener noreferrer">to 4</a>to 9to 5</p>',
    );
  });

  it('renders the children of an unknown node and nothing for one without children', () => {
    expect(
      html(
        doc(
          block('paragraph', [t('a'), block('mark', [t('marked', 1)]), { type: 'emoji' }]),
          { type: 'horizontalrule', version: 1 },
          block('section', [block('paragraph', [t('inside')])]),
        ),
      ),
    ).toBe('<p>a<strong>marked</strong></p><p>inside</p>');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', '<script>alert(1)</script>'],
    ['a number', 7],
    ['an array', [t('x')]],
    ['no root', {}],
    ['a root that is a string', { root: 'x' }],
    ['children that are not a list', { root: { children: {} } }],
    ['children that are not nodes', { root: { children: [null, 1, 'x', [t('x')]] } }],
  ])('renders nothing for %s and does not throw', (_, value) => {
    expect(html(value)).toBe('');
  });

  it('renders the pages’ Note block as a boxed remark of its tone, and nothing for another block', () => {
    const note = (tone: string, text: string) => ({
      type: 'block',
      version: 2,
      fields: { blockType: 'note', tone, text },
    });
    const out = html(
      doc(
        note('warning', 'U hitnom slučaju nazovite 112.'),
        note('info', 'Vrijedi od 1. siječnja.'),
      ),
    );
    expect(out).toContain('U hitnom slučaju nazovite 112.');
    expect(out).toMatch(/warning[^>]*>[\s\S]*U hitnom/);
    expect(out).toContain('Vrijedi od 1. siječnja.');
    expect(html(doc({ type: 'block', fields: { blockType: 'banner', text: 'Oglas' } }))).toBe('');
    expect(html(doc(note('info', '  ')))).toBe('');
  });

  it('skips broken nodes inside a document without throwing', () => {
    expect(
      html(
        doc(
          block('paragraph', [{ type: 'text' }, { type: 'text', text: 5 }, null, 'x', t('ok')]),
          block('heading', [t('H')], { tag: 'h9' }),
          block('list', 'nope' as never),
          { type: 'link', fields: null, children: [t('bare')] },
        ),
      ),
    ).toBe('<p>ok</p><h2>H</h2><ul></ul>bare');
  });
});

describe('safeHref', () => {
  it('keeps web, mail, phone and site-relative URLs and refuses the rest', () => {
    expect(safeHref('https://a.test/x?y=1#z')).toBe('https://a.test/x?y=1#z');
    expect(safeHref(' /news ')).toBe('/news');
    expect(safeHref('javascript:void(0)')).toBeUndefined();
    expect(safeHref('vbscript:x')).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });
});
