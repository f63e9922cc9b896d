/** @jest-environment node */
import { mailtoLink } from './mailtoLink';

describe('a prefilled mailto link', () => {
  it('encodes subject and body so every character arrives as typed', () => {
    const link = mailtoLink('servis@medivia.example', {
      subject: 'Poruka s mrežne stranice: Servis & održavanje',
      body: 'Dobar dan,\ntreba nam 2+2 servisa?\n#hvala',
    });
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('servis@medivia.example');
    expect(link).not.toMatch(/[ \n+#]/);
    expect(decodeURIComponent(link.split('subject=')[1]!.split('&body=')[0]!)).toBe(
      'Poruka s mrežne stranice: Servis & održavanje',
    );
    expect(decodeURIComponent(link.split('&body=')[1]!)).toBe(
      'Dobar dan,\r\ntreba nam 2+2 servisa?\r\n#hvala',
    );
  });
});
