/** @jest-environment node */
import { invitationMail, mailLanguage, resetMail } from './accountMails.mts';

const reset = {
  site: 'Medivia Hrvatska',
  email: 'ana.horvat@medivia-hr.example',
  link: 'https://www.medivia-hr.example/admin/reset/abc123',
  validHours: 1,
};

const headers = (acceptLanguage?: string) => ({
  get: (name: string) => (name === 'accept-language' ? (acceptLanguage ?? null) : null),
});

describe('the password-reset mail', () => {
  it('speaks each market’s language and English, with the link and how long it works', () => {
    expect(resetMail('hr', reset)).toMatchObject({
      subject: 'Postavite novu lozinku – Medivia Hrvatska',
      text: expect.stringContaining(
        'koja vrijedi 1 sat:\n\nhttps://www.medivia-hr.example/admin/reset/abc123',
      ),
    });
    expect(resetMail('sl', reset).text).toMatch(
      /Novo geslo nastavite na tej povezavi, ki velja 1 uro:/,
    );
    // Bosnian, not Croatian: "link" and "važi" where Croatian writes "poveznica" and "vrijedi".
    expect(resetMail('bs', reset).text).toMatch(/putem ovog linka, koji važi 1 sat:/);
    expect(resetMail('en', reset).subject).toBe('Set a new password – Medivia Hrvatska');
    expect(resetMail('en', reset).html).toContain(
      '<a href="https://www.medivia-hr.example/admin/reset/abc123">',
    );
  });

  it('escapes what comes from the account', () => {
    const mail = resetMail('en', { ...reset, email: '<b>x</b>@example.test' });
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;@example.test');
    expect(mail.html).not.toContain('<b>x</b>');
  });
});

describe('the invitation mail', () => {
  const invitation = {
    ...reset,
    link: 'https://www.medivia-si.example/admin/reset/tok',
    site: 'Medivia Slovenija',
    role: 'editor',
    validHours: 72,
    signInUrl: 'https://www.medivia-si.example/admin',
  };

  it('is in the market’s language with English below, with the role and three days to act', () => {
    const mail = invitationMail('sl', invitation);
    expect(mail.subject).toBe(
      'Vabilo v administracijo spletnega mesta Medivia Slovenija / Invitation to the back office of Medivia Slovenija',
    );
    const [slovenian, english] = mail.text.split('\n\n—\n\n');
    expect(slovenian).toMatch(/z vlogo: urednik\./);
    expect(slovenian).toMatch(/ki velja 72 ur:/);
    expect(english).toMatch(/with the role: editor\./);
    expect(english).toMatch(/valid for 72 hours:/);
    expect(mail.html.match(/admin\/reset\/tok/g)).toHaveLength(4);
    expect(mail.html).toContain('<div lang="sl">');
  });

  it('counts hours in Croatian and Bosnian grammar', () => {
    expect(invitationMail('hr', invitation).text).toMatch(/koja vrijedi 72 sata:/);
    expect(invitationMail('bs', invitation).text).toMatch(/koji važi 72 sata:/);
    expect(invitationMail('hr', { ...invitation, validHours: 48 }).text).toMatch(/48 sati/);
  });
});

describe('the language of a reset mail', () => {
  it('is the admin’s language cookie, then the best accepted language, then the market’s', () => {
    expect(mailLanguage(headers('en'), 'sl', 'hr')).toBe('sl');
    expect(mailLanguage(headers('de-DE,bs;q=0.8,en;q=0.9'), undefined, 'hr')).toBe('en');
    expect(mailLanguage(headers('hr-HR'), undefined, 'bs')).toBe('hr');
    expect(mailLanguage(headers('de,fr;q=0.5'), undefined, 'bs')).toBe('bs');
    expect(mailLanguage(headers(), 'de', 'sl')).toBe('sl');
  });
});
