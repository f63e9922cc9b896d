import { expect, test, type Page } from '@playwright/test';
import { coreCatalogues } from '@medivia/site-core/model';
import { backOfficeApi, signIn, signInBrowser } from '../support/backOffice';
import { axeViolations } from '../support/axe';
import { oneMarket } from '../support/markets';

/*
 * Live preview (issue #28): an editor opens an article in the admin, turns on the live preview and
 * reads the draft in the site's design beside the form, under a banner saying it is a draft; a saved
 * draft shows there without reloading the admin. Only the preview may be framed, by the site itself;
 * public pages have no banner and may be framed by nobody.
 */

/** The administrator's session in the browser: the run's stored one (support/globalSetup.ts). */
async function signInAdmin(page: Page, baseURL: string) {
  await signInBrowser(page, baseURL);
}

const frameAncestors = (policy: string | undefined) =>
  policy?.split(/;\s*/).find((directive) => directive.startsWith('frame-ancestors'));

// The preview route, its banner and its framing rules are site-core's, the same in every market (the
// banner's words in every locale are the catalogues' to check): one market runs them. Not one where
// admin-phone or admin-contrast (cro, slo) work in the same administrator's admin at a phone's width:
// run beside them on one market, the preview's banner was out of view in one run of two.
for (const market of oneMarket('bih')) {
  test.describe(`${market.code}: live preview`, () => {
    const api = `${market.baseURL}${backOfficeApi}`;
    const locale = market.router.defaultLocale;
    const banner = {
      title: coreCatalogues[locale]['preview.draftTitle']!,
      text: coreCatalogues[locale]['preview.draftText']!,
    };
    test.use({ viewport: { width: 1280, height: 800 } });
    test.describe.configure({ timeout: 120_000 });

    test('the draft shows beside its form under a draft banner, anew on every save without a reload', async ({
      page,
      request,
    }) => {
      const staff = await signIn(request, market.baseURL);
      const stamp = Date.now().toString(36);
      const title = `Pregled uživo ${stamp}`;
      const retitled = `Novi naslov ${stamp}`;
      const categories = await request.get(`${api}/news-categories?locale=${locale}&limit=1`, {
        headers: staff,
      });
      const category = ((await categories.json()) as { docs: { id: number }[] }).docs[0]!.id;
      const created = await request.post(`${api}/news?locale=${locale}&draft=true`, {
        headers: staff,
        data: {
          title,
          slug: `pregled-uzivo-${stamp}`,
          summary: 'Nacrt koji urednik čita uz obrazac.',
          category,
          publishedOn: new Date().toISOString(),
          _status: 'draft',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { doc } = (await created.json()) as { doc: { id: number } };
      const previewPath = `/preview/news/${doc.id}`;
      try {
        await signInAdmin(page, market.baseURL);
        await page.goto(`${market.baseURL}/admin/collections/news/${doc.id}?locale=${locale}`);
        const titleField = page.locator('#field-title');
        await expect(titleField).toBeEditable({ timeout: 30_000 });
        // A mark on the admin's window: a reload of the admin would lose it.
        await page.evaluate(() => Object.assign(window, { sameAdminWindow: true }));

        const framed = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === previewPath &&
            response.request().resourceType() === 'document',
        );
        await page.getByRole('button', { name: 'Live Preview', exact: true }).click();
        const preview = page.frameLocator('iframe#live-preview-iframe');
        // Framed by the admin on the same origin: the preview's headers allow exactly that.
        const response = await framed;
        expect(response.status()).toBe(200);
        expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
        expect(frameAncestors(response.headers()['content-security-policy'])).toBe(
          "frame-ancestors 'self'",
        );
        await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title, {
          timeout: 30_000,
        });
        const draftBanner = preview.getByRole('complementary', { name: banner.title });
        await expect(draftBanner).toContainText(banner.text);
        await expect(draftBanner).toBeInViewport();
        // No cookie banner over the draft (issue #41): this browser has made no cookie choice.
        await expect(preview.locator('#consent-banner')).toBeHidden();

        // The framed page's own window: the save re-renders it in place (no reload of the frame).
        const previewFrame = page.frames().find((f) => new URL(f.url()).pathname === previewPath)!;
        await previewFrame.evaluate(() => Object.assign(window, { samePreviewWindow: true }));
        await titleField.fill(retitled);
        const saved = page.waitForResponse(
          (r) => r.url().includes(`/admin/api/news/${doc.id}`) && r.request().method() !== 'GET',
        );
        await page.getByRole('button', { name: 'Save Draft' }).click();
        expect((await saved).status()).toBe(200);
        await expect(preview.getByRole('heading', { level: 1 })).toHaveText(retitled, {
          timeout: 15_000,
        });
        await expect(draftBanner).toBeVisible();
        expect(await page.evaluate(() => 'sameAdminWindow' in window)).toBe(true);
        expect(await previewFrame.evaluate(() => 'samePreviewWindow' in window)).toBe(true);
        await page.screenshot({
          path: test.info().outputPath(`live-preview-${market.code}-1280.png`),
        });
        // Closed again: the admin remembers it per account, and other specs edit articles too.
        const remembered = page.waitForResponse(
          (r) => r.url().includes('/payload-preferences/') && r.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Exit Live Preview' }).click();
        await remembered;

        // The preview page itself, with its banner, passes axe.
        await page.goto(`${market.baseURL}${previewPath}`);
        await expect(page.getByRole('complementary', { name: banner.title })).toBeVisible();
        expect(await axeViolations(page, previewPath)).toEqual([]);
        await expect(page.locator('#consent-banner')).toBeHidden();
      } finally {
        await request.delete(`${api}/news/${doc.id}`, { headers: staff });
        await request.delete(`${api}/payload-preferences/collection-news`, { headers: staff });
      }
    });

    test('a public page has no draft banner and may be framed by nobody', async ({ page }) => {
      const article = market.router.pages(locale).find((route) => route.name === 'newsArticle')!;
      const path = market.router.href(article.name, locale, article.params);
      const response = (await page.goto(`${market.baseURL}${encodeURI(path)}`))!;
      expect(response.status()).toBe(200);
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(frameAncestors(response.headers()['content-security-policy'])).toBe(
        "frame-ancestors 'none'",
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('complementary', { name: banner.title })).toHaveCount(0);
      expect(await response.text()).not.toContain(banner.text);
    });
  });
}
