jest.mock('server-only', () => ({}));

import { buildContactMail, headerSafe, type ContactMailInput } from './mailBuilder';

const labels = {
  heading: 'Message from the website',
  department: 'Department',
  from: 'From',
  email: 'E-mail',
  message: 'Message',
  footer: 'Reply to answer the visitor.',
};

const input = (
  overrides: Partial<ContactMailInput['values']> = {},
  more: Partial<ContactMailInput> = {},
): ContactMailInput => ({
  values: { name: 'Ana Horvat', email: 'ana@example.com', message: 'Hello', ...overrides },
  department: {
    name: { hr: 'Laboratorijska dijagnostika' },
    mail: 'dijagnostika@medivia.example',
    tel: '+385 1 000 0012',
  },
  departmentName: 'Laboratorijska dijagnostika',
  sender: { email: 'web@medivia-hr.example', name: 'Medivia Hrvatska' },
  labels,
  ...more,
});

/** Every value a header is built from (SendGrid turns these into From, Reply-To, Subject, To, Cc). */
function headerValues(mail: ReturnType<typeof buildContactMail>): string[] {
  const people = [mail.from, mail.replyTo, mail.to, mail.cc].flat().filter(Boolean);
  return [
    String(mail.subject),
    ...people.flatMap((p) =>
      typeof p === 'string' ? [p] : [String(p!.email), String(p!.name ?? '')],
    ),
  ];
}

describe('the contact mail', () => {
  it('goes to the department mailbox, from the site, with the visitor only as reply-to', () => {
    const mail = buildContactMail(input());
    expect(mail.to).toBe('dijagnostika@medivia.example');
    expect(mail.cc).toBeUndefined();
    expect(mail.from).toEqual({ email: 'web@medivia-hr.example', name: 'Medivia Hrvatska' });
    expect(mail.replyTo).toEqual({ email: 'ana@example.com', name: 'Ana Horvat' });
    expect(mail.subject).toBe('Laboratorijska dijagnostika');
    expect(JSON.stringify([mail.to, mail.cc, mail.from])).not.toContain('ana@example.com');
  });

  it('copies the second mailbox where the directory has one', () => {
    const mail = buildContactMail(
      input(
        {},
        {
          department: {
            name: { hr: 'Servis' },
            mail: 'servis@medivia.example',
            mail2: 'servis-dezurni@medivia.example',
            tel: '1',
          },
        },
      ),
    );
    expect(mail.to).toBe('servis@medivia.example');
    expect(mail.cc).toBe('servis-dezurni@medivia.example');
  });

  it('has an HTML and a plain-text part with From, E-mail and Message', () => {
    const mail = buildContactMail(input({ message: 'Line one\r\nLine two' }));
    expect(mail.text).toContain('From: Ana Horvat');
    expect(mail.text).toContain('E-mail: ana@example.com');
    expect(mail.text).toContain('Message:\nLine one\nLine two');
    expect(mail.html).toContain(
      '<th align="left" valign="top" style="padding:4px 12px 4px 0">From</th>',
    );
    expect(mail.html).toContain('Line one<br>\nLine two');
  });

  it('drops control characters from the message but keeps its line breaks and tabs', () => {
    const mail = buildContactMail(input({ message: 'a\u0000b\u001b[31mc\td\re' }));
    expect(mail.text).toContain('ab[31mc\td\ne');
    expect(mail.html).toContain('ab[31mc\td<br>\ne');
  });

  it('escapes every visitor value in the HTML part', () => {
    const evil = '<img src=x onerror="alert(1)"> & \'quoted\'';
    const mail = buildContactMail(
      input({ name: evil, message: `<script>alert(1)</script>\n${evil}` }),
    );
    const html = String(mail.html);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quoted&#39;');
  });

  it('escapes the department name and labels too, since translations are data', () => {
    const mail = buildContactMail(input({}, { departmentName: 'R&D <lab>' }));
    expect(mail.html).toContain('R&amp;D &lt;lab&gt;');
  });

  it('never lets CR or LF reach a header, whatever the visitor or the catalogue sends', () => {
    const mail = buildContactMail(
      input(
        { name: 'Ana\r\nBcc: victim@example.com', email: 'ana@example.com\r\nX-Injected: 1' },
        {
          departmentName: 'Prodaja\nBcc: x@example.com',
          sender: { email: 'web@medivia.example', name: 'Site\r\n' },
        },
      ),
    );
    for (const value of headerValues(mail)) {
      expect(value).not.toMatch(/[\r\n]/);
    }
    expect(mail.replyTo).toEqual({
      email: 'ana@example.com X-Injected: 1',
      name: 'Ana Bcc: victim@example.com',
    });
    expect(mail.subject).toBe('Prodaja Bcc: x@example.com');
  });
});

describe('helpers', () => {
  it('headerSafe removes all control characters and Unicode line separators', () => {
    expect(headerSafe('a\u0000b\u0007c\u2028d\u2029e\u0085f\tg')).toBe('a b c d e f g');
    expect(headerSafe('  Ana  \r\n  Horvat ')).toBe('Ana Horvat');
  });
});
