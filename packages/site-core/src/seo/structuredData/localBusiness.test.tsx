import { AboutPage } from '../../pages/company/AboutPage';
import { jsonLdOf, renderPage, testContext } from '../../testing/render';
import { createTestMarket } from '../../testing/testMarket';

describe('the LocalBusiness blocks of the about page', () => {
  const market = createTestMarket();
  const page = renderPage(AboutPage, testContext(market, 'en', '/about-us'));
  const { container } = page;
  const data = jsonLdOf(page);
  const graph = data.find((block) => '@graph' in block)?.['@graph'] as Record<string, unknown>[];

  it('describe each location of the market as a business of the company', () => {
    expect(graph).toHaveLength(market.locations.length);
    expect(graph[0]).toEqual({
      '@type': 'LocalBusiness',
      '@id': 'https://www.medivia-test.example/en/about-us#location-hq',
      name: 'Medivia Test, Zagreb',
      description: 'Headquarters',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Ulica primjera 1',
        postalCode: '10000',
        addressLocality: 'Zagreb',
        addressCountry: 'Croatia',
      },
      telephone: '+385 1 000 0000',
      url: 'https://www.medivia-test.example/en/about-us',
      parentOrganization: { '@id': 'https://www.medivia-test.example/#organization' },
    });
  });

  it('give the postal locality of an area name, every phone and the mailbox', () => {
    expect(graph[1]).toMatchObject({
      address: {
        addressLocality: 'Ilidža',
        streetAddress: 'Ulica </script><script>alert(1)</script> 7',
      },
      telephone: ['+387 33 000 000', '+387 33 000 001'],
      email: 'ilidza@medivia-test.example',
    });
  });

  it('keep markup in the data inert: no script element but the data blocks', () => {
    const scripts = [...container.querySelectorAll('script')];
    expect(scripts.every((script) => script.type === 'application/ld+json')).toBe(true);
    expect(scripts).toHaveLength(data.length);
  });

  it('are left out where a market lists no locations', () => {
    const bare = jsonLdOf(
      renderPage(AboutPage, testContext(createTestMarket({ locations: [] }), 'hr', '/o-nama')),
    );
    expect(bare.some((block) => '@graph' in block)).toBe(false);
  });
});
