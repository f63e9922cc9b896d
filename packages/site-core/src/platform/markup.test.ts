import { escapeHtml, escapeXmlAttribute, escapeXmlText } from './markup';

describe('escaping what visitors and staff type', () => {
  it('HTML: the five significant characters become references, so no value is markup', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('XML text: markup is escaped, and characters XML cannot carry are dropped', () => {
    expect(escapeXmlText('Cold <chain> & "quality"')).toBe('Cold &lt;chain&gt; &amp; "quality"');
    // A pasted backspace, form feed or lone surrogate would make the whole feed or report unreadable.
    expect(escapeXmlText('a\u0008b\u000Cc\uD800d\uFFFFe')).toBe('abcde');
    expect(escapeXmlText('tab\tline\nreturn\r, emoji 💊')).toBe('tab\tline\nreturn\r, emoji 💊');
  });

  it('XML attributes: quotes and line breaks are kept as references', () => {
    expect(escapeXmlAttribute('say "hi"\n\tthere\r')).toBe('say &quot;hi&quot;&#10;&#9;there&#13;');
  });
});
