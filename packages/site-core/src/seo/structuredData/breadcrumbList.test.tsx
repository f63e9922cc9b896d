import { pageFor } from '../../pages/registry';
import { jsonLdOf, renderPage, testContext, type PagePath } from '../../testing/render';
import { createTestMarket } from '../../testing/testMarket';

const market = createTestMarket();
const origin = 'https://www.medivia-test.example';

function breadcrumbsAt(locale: 'hr' | 'en', path: PagePath) {
  const ctx = testContext(market, locale, path);
  const page = renderPage(pageFor(ctx.route!.name), ctx);
  const { container } = page;
  const data = jsonLdOf(page);
  const lists = data.filter((block) => block['@type'] === 'BreadcrumbList');
  expect(lists).toHaveLength(1);
  const list = lists[0]!;
  return { container, list, items: list.itemListElement as { name: string; item?: string }[] };
}

describe('the BreadcrumbList of a page', () => {
  it('follows the visible trail of a nested page, home first, each step with its position and address', () => {
    const { container, list, items } = breadcrumbsAt('en', '/about-us/company-information');
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/en` },
        { '@type': 'ListItem', position: 2, name: 'About us', item: `${origin}/en/about-us` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Company information',
          item: `${origin}/en/about-us/company-information`,
        },
      ],
    });
    const visible = [...container.querySelectorAll('nav li')].map((li) => li.textContent?.trim());
    expect(visible).toEqual(items.map((item) => item.name));
  });

  it('names an article by its title below the news list', () => {
    const { items } = breadcrumbsAt('hr', '/novosti-i-dogadanja/nova-vozila');
    expect(items.map((item) => item.name)).toEqual([
      expect.any(String),
      'Novosti i događanja',
      'Naslov new-vehicles',
    ]);
    expect(items.at(-1)!.item).toBe(`${origin}/novosti-i-dogadanja/nova-vozila`);
  });
});
