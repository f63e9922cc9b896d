import { expect, test, type Page } from '@playwright/test';
import { forbiddenOnContentPages } from '../support/formCode';
import { isClosedOpening, oneMarket } from '../support/markets';

/*
 * Every page is rendered by one catch-all route, so a form imported statically by any page ships
 * to all of them (177 kB once, unnoticed): content pages must arrive without form code, which the
 * form pages load as their own chunks. pnpm bench:size measures the sizes; this keeps the rule in
 * the test command. Every market's app is site-core's catch-all route built the same way, so one
 * market's build shows it.
 */
async function formCodeOn(
  page: Page,
  url: string,
  visitor?: (page: Page) => Promise<void>,
): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().catch(() => ''));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (visitor) await visitor(page);
  const text = (await Promise.all(bodies)).join('\n');
  return Object.entries(forbiddenOnContentPages)
    .filter(([, marker]) => marker.test(text))
    .map(([name]) => name);
}

for (const market of oneMarket('slo')) {
  test(`${market.code}: content pages arrive without form code; the job page brings its form when the visitor turns to it`, async ({
    browser,
  }) => {
    const locale = market.router.defaultLocale;
    const opening = market.router
      .pages(locale)
      .find((route) => route.name === 'jobOpening' && !isClosedOpening(market, route, locale));
    for (const name of ['home', 'about', 'careers'] as const) {
      const page = await browser.newPage();
      const url = `${market.baseURL}${encodeURI(market.router.href(name, locale))}`;
      expect(await formCodeOn(page, url), url).toEqual([]);
      await page.close();
    }
    // The check sees form code where there is some: the job page loads its application form, on
    // the visitor's first interaction with it (form-enhancement.spec: not on arrival).
    const page = await browser.newPage();
    const url = `${market.baseURL}${encodeURI(market.router.href('jobOpening', locale, opening!.params))}`;
    const turnToTheForm = async (job: Page) => {
      await job.locator('#application form input[name="name"]').click();
      // Hydrated: the form's code has arrived.
      await job.waitForFunction(() => {
        const field = document.querySelector('#application form input[name="name"]');
        return !!field && Object.keys(field).some((key) => key.startsWith('__reactProps'));
      });
    };
    expect(await formCodeOn(page, url, turnToTheForm)).toEqual(
      expect.arrayContaining(['zod (form validation)', 'react-hook-form']),
    );
    await page.close();
  });
}
