import { SiteFrame } from '../../layout/SiteFrame';
import { jsonLdOf, renderPage, testContext, type PagePath } from '../../testing/render';
import { createTestMarket } from '../../testing/testMarket';

const market = createTestMarket();

function organizationOn(locale: 'hr' | 'en', path: PagePath) {
  const Page = ({ ctx }: { ctx: Parameters<typeof SiteFrame>[0]['ctx'] }) => (
    <SiteFrame ctx={ctx}>
      <h1>Page</h1>
    </SiteFrame>
  );
  const data = jsonLdOf(renderPage(Page, testContext(market, locale, path)));
  return data.filter((block) => block['@type'] === 'Organization');
}

describe('the Organization block', () => {
  describe('given the Croatian home page', () => {
    const [organization] = organizationOn('hr', '/');

    it('names the company by brand and legal name, with VAT and tax ids and its seat', () => {
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': 'https://www.medivia-test.example/#organization',
        name: 'Medivia Test',
        legalName: 'Medivia Test d.o.o.',
        url: 'https://www.medivia-test.example/',
        vatID: 'HR0',
        taxID: 'OIB 0',
        foundingDate: '1990',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Ulica primjera 1',
          postalCode: '10000',
          addressLocality: 'Zagreb',
          addressCountry: 'Hrvatska',
        },
      });
    });

    it('has a contact point per department, named as the contact form names it', () => {
      expect(organization!.contactPoint).toEqual([
        {
          '@type': 'ContactPoint',
          contactType: 'Laboratorijska dijagnostika',
          telephone: '+385 1 000 0012',
          email: 'dijagnostika@medivia-test.example',
          areaServed: { '@type': 'Country', name: 'Hrvatska' },
          availableLanguage: ['hr', 'en'],
        },
        expect.objectContaining({
          contactType: 'Servis medicinske opreme',
          email: 'servis@medivia-test.example',
        }),
      ]);
    });
  });

  it('is on the company information page, once, in the page language', () => {
    const blocks = organizationOn('en', '/about-us/company-information');
    expect(blocks).toHaveLength(1);
    expect((blocks[0]!.contactPoint as { contactType: string }[])[0]!.contactType).toBe(
      'Laboratory diagnostics',
    );
  });

  it('is not repeated on other pages', () => {
    expect(organizationOn('en', '/about-us')).toEqual([]);
    expect(organizationOn('hr', '/sluzbe/dijagnostika')).toEqual([]);
  });
});
