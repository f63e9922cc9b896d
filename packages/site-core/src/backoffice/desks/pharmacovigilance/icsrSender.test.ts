/** @jest-environment node */
import type { Payload } from 'payload';
import { icsrSender } from './icsrSender.mts';

const cro = { market: 'cro', appName: 'Medivia Hrvatska', locales: ['hr', 'en'] as const };
const withCompany = (corporateName: unknown) =>
  ({ findGlobal: async () => ({ corporateName }) }) as unknown as Payload;

describe('the sender of a market’s ICSRs', () => {
  it('is the published company, in the default locale’s country, with the export’s default id', async () => {
    expect(await icsrSender(withCompany('Medivia d.o.o.'), cro)).toEqual({
      organisationName: 'Medivia d.o.o.',
      countryCode: 'HR',
      organisationId: 'MEDIVIACRO',
      department: 'Pharmacovigilance',
    });
  });

  it('is the site’s name while no company data is published', async () => {
    const sender = await icsrSender(withCompany(''), {
      market: 'bih',
      appName: 'Medivia BiH',
      locales: ['bs', 'en'],
    });
    expect(sender).toMatchObject({
      organisationName: 'Medivia BiH',
      countryCode: 'BA',
      organisationId: 'MEDIVIABIH',
    });
  });
});
