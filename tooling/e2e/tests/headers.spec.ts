import { expect, test } from '@playwright/test';
import { markets, type MarketUnderTest } from '../support/markets';
import { gradeHeaders } from '../support/observatory';

/** One response of every kind the sites serve, by path. */
function responsesOf(market: MarketUnderTest) {
  const { router } = market;
  const locale = router.defaultLocale;
  const article = router.pages(locale).find((page) => page.name === 'newsArticle');
  const report = router.pages(locale).some((page) => page.name === 'report');
  return {
    'home page': router.href('home', locale),
    'content page': router.href('about', locale),
    'other-locale page': router.href('about', 'en'),
    ...(article ? { article: router.href(article.name, locale, article.params) } : {}),
    // The one page that loads form code (zod, react-hook-form) on arrival.
    ...(report ? { 'form page (report wizard)': router.href('report', locale) } : {}),
    '404 (rendered on demand)': `/ova-stranica-ne-postoji-${Date.now()}`,
    'search results (dynamic)': `${router.href('search', locale)}?q=${encodeURIComponent('servis')}`,
    'API answer': '/api/verify-recaptcha',
    'route answer (robots.txt)': '/robots.txt',
  };
}

const SECURITY_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];

for (const market of markets) {
  test.describe(`${market.code}: security headers`, () => {
    test.use({ baseURL: market.baseURL });

    test('every kind of response grades A+ on the HTTP Observatory rules', async ({ request }) => {
      const responses: Record<string, string> = responsesOf(market);
      // A build asset: the first script the home page loads.
      const home = await (await request.get('/')).text();
      responses['static asset'] = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)![1]!;
      const report: string[] = [];
      for (const [kind, path] of Object.entries(responses)) {
        const response = await request.get(encodeURI(path), { maxRedirects: 0 });
        expect(response.status(), `${kind} ${path}`).toBeLessThan(
          kind.startsWith('404') ? 500 : 400,
        );
        const headers = response.headers();
        const grade = gradeHeaders(headers);
        if (grade.grade !== 'A+' || grade.failures.length)
          report.push(`${kind} ${path}: ${grade.grade} ${grade.score} ${grade.results.join(', ')}`);
        for (const name of SECURITY_HEADERS)
          if (!headers[name]) report.push(`${kind} ${path}: no ${name}`);
        if (headers['x-powered-by'])
          report.push(`${kind} ${path}: X-Powered-By ${headers['x-powered-by']}`);
        const csp = headers['content-security-policy'] ?? '';
        if (!/frame-ancestors 'none'/.test(csp))
          report.push(`${kind} ${path}: frame-ancestors is not 'none'`);
        if (/script-src[^;]*'unsafe-(inline|eval)'/.test(csp))
          report.push(`${kind} ${path}: unsafe script-src`);
      }
      expect(report).toEqual([]);
    });

    // Next's own ETag hashed every page on every request; the build's tag validates prerendered pages
    // for free, and the proxy must still spare a returning visitor the whole page.
    test('a repeat visit to a prerendered page is answered 304 Not Modified, a copy of another build gets the page', async ({
      request,
    }) => {
      const responses = Object.entries(responsesOf(market));
      const prerendered = responses.filter(([kind]) => /page|article/.test(kind));
      expect(prerendered.length).toBeGreaterThanOrEqual(3);
      for (const [kind, path] of prerendered) {
        const first = await request.get(encodeURI(path));
        const etag = first.headers()['etag'];
        // The build and the back office's content revision: a publish invalidates copies as a build does.
        expect(etag, `${kind} ${path}`).toMatch(/^W\/"[\w-]+\.[\w-]+"$/);
        const repeat = await request.get(encodeURI(path), { headers: { 'if-none-match': etag! } });
        expect(repeat.status(), `${kind} ${path}`).toBe(304);
        expect((await repeat.body()).length).toBe(0);
        expect(repeat.headers()['etag']).toBe(etag);
        expect(repeat.headers()['strict-transport-security']).toBeTruthy();
        const stale = await request.get(encodeURI(path), {
          headers: { 'if-none-match': 'W/"an-earlier-build"' },
        });
        expect(stale.status(), `${kind} ${path}`).toBe(200);
        expect(await stale.text()).toContain('<h1');
        const olderContent = await request.get(encodeURI(path), {
          headers: { 'if-none-match': etag!.replace(/\.[\w-]+"$/, '.r-before-a-publish"') },
        });
        expect(olderContent.status(), `${kind} ${path}`).toBe(200);
      }
      // Pages rendered per request carry no tag: there is nothing to revalidate.
      for (const [kind, path] of responses.filter(([kind]) => /on demand|dynamic/.test(kind)))
        expect((await request.get(encodeURI(path))).headers()['etag'], kind).toBeUndefined();
    });

    // The hashes and nonces must match what the browser runs: a page whose own scripts were blocked
    // would still pass the grader but never hydrate.
    test('pages run all their scripts under their policy and hydrate', async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text()))
          violations.push(`${page.url()}: ${message.text().slice(0, 200)}`);
      });
      // Not every violation reaches the console (a blocked eval that the script catches does not),
      // but every one fires this event: what Lighthouse's best-practices audit counts.
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportViolation(text: string): void }).reportViolation(
            `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
          ),
        ),
      );
      const paths = Object.entries(responsesOf(market)).filter(
        ([kind]) => !/API|route answer/.test(kind),
      );
      for (const [, path] of paths) {
        await page.goto(encodeURI(path));
        await expect(page.locator('h1')).toHaveCount(1);
        // Hydrated: the search toggle (a client component) opens the search field.
        await page.setViewportSize({ width: 1280, height: 800 });
        await page
          .getByRole('button', { expanded: false })
          .and(page.locator('[aria-controls="site-search"]'))
          .click();
        await expect(page.locator('#site-search-q')).toBeVisible();
      }
      expect(violations).toEqual([]);
    });
  });
}
