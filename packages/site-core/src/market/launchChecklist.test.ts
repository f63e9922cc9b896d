import { createTestMarket } from '../testing/testMarket';
import { launchChecklist } from './launchChecklist';

describe('the launch checklist', () => {
  it('lists example-domain mailboxes, zero accounts, register numbers and phones by their shape', () => {
    const market = createTestMarket({
      company: {
        ...createTestMarket().company,
        email: 'info@medivia-test.example',
        phone: '+385 1 000 0000',
        bankAccounts: [
          { bank: 'Banka d.d.', iban: 'HR00 0000 0000 0000 0000 1', swift: 'BANKHR2X' },
        ],
        registrationNumber: { hr: 'MBS 000000001', en: 'MBS 000000001' },
      },
    });
    const found = launchChecklist(market);
    const at = (path: string) => found.find((entry) => entry.path === path);
    expect(at('company.email')).toMatchObject({ why: 'example mailbox' });
    expect(at('company.phone')).toMatchObject({ why: 'sample phone' });
    expect(at('company.bankAccounts.0.iban')).toMatchObject({ why: 'sample account' });
    expect(at('company.registrationNumber.hr')).toMatchObject({ why: 'sample number' });
    expect(at('pharmacovigilanceMailbox')).toMatchObject({ why: 'example mailbox' });
    expect(at('company.bankAccounts.0.bank')).toBeUndefined();
    // A phone's link follows its number: only the number is listed.
    expect(found.some((entry) => entry.path.endsWith('_link'))).toBe(false);
    expect(found.some((entry) => /^locations\.\d+\.tel1$/.test(entry.path))).toBe(true);
  });

  it('lists what the market marks as samples, and nothing of a real-looking market', () => {
    const base = createTestMarket();
    const real = createTestMarket({
      company: {
        ...base.company,
        email: 'info@medivia.hr',
        phone: '+385 1 234 5678',
        bankAccounts: [
          { bank: 'Zagrebačka banka d.d.', iban: 'HR12 2360 0001 1012 3456 7', swift: 'ZABAHR2X' },
        ],
        registrationNumber: { hr: 'MBS 080123456', en: 'MBS 080123456' },
        taxId: { hr: 'OIB 12345678903', en: 'OIB 12345678903' },
        vatId: 'HR12345678903',
      },
      departments: {
        sales: { name: { hr: 'Prodaja' }, mail: 'prodaja@medivia.hr', tel: '+385 1 234 5600' },
      },
      locations: [],
      pharmacovigilanceMailbox: 'farmakovigilancija@medivia.hr',
      defaultMailFrom: 'web@medivia.hr',
      memberships: [],
      legal: { ...base.legal!, dpoEmail: 'dpo@medivia.hr' },
      samples: ['company.founder'],
    });
    expect(launchChecklist(real)).toEqual([
      { path: 'company.founder.hr', value: expect.any(String), why: 'marked sample' },
      { path: 'company.founder.sl', value: expect.any(String), why: 'marked sample' },
      { path: 'company.founder.bs', value: expect.any(String), why: 'marked sample' },
      { path: 'company.founder.en', value: expect.any(String), why: 'marked sample' },
    ]);
    expect(() => launchChecklist(real, { ...real, samples: ['company.nothing'] })).toThrow(
      /company.nothing/,
    );
  });

  it('stops listing a marked sample once staff replace it in the back office', () => {
    const seed = createTestMarket({ samples: ['company.founder', 'company.director'] });
    const published = {
      ...seed,
      company: {
        ...seed.company,
        founder: { ...seed.company.founder, hr: 'Medivia Holding d.d.' },
      },
    };
    const marked = launchChecklist(published, seed)
      .filter((entry) => entry.why === 'marked sample')
      .map((entry) => entry.path);
    expect(marked).toContain('company.director');
    expect(marked).toContain('company.founder.en');
    expect(marked).not.toContain('company.founder.hr');
  });
});
