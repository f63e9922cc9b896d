import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { brandPageRoutes, type Locale } from '@medivia/site-core/model';
import { axeViolations } from '../support/axe';
import { administrator, backOfficeApi, loginBody, signInForToken } from '../support/backOffice';
import { oneMarket } from '../support/markets';
import { png } from '../support/png';
import { kill, startMock, startSeededApp, type Started } from '../support/reportApp';

/*
 * Photos that reach the page: an editor uploads a photo with its alt text in each of the market's
 * languages, gives it to an article as its photo and puts it in the text, publishes, and visitors see
 * both pictures with that alt text, their box reserved and copies to choose from. The market's app
 * runs privately here (its own database), so the shared servers keep the seed's news. Uploads, alt
 * texts and the pictures' markup are site-core's, the same in every market: one market runs them.
 */

const APP_PORTS = { cro: 3320, slo: 3321, bih: 3322 } as const;
const MOCK_PORTS = { cro: 4120, slo: 4121, bih: 4122 } as const;

type Json = Record<string, any>;

/** A picture in stored rich text (Lexical JSON), as the admin's upload button inserts it. */
const pictureNode = (id: number) => ({
  type: 'upload',
  version: 3,
  format: '',
  relationTo: 'media',
  value: id,
  fields: null,
});
const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  format: '',
  indent: 0,
  direction: null,
  textFormat: 0,
  textStyle: '',
  children: [{ type: 'text', version: 1, format: 0, detail: 0, mode: 'normal', style: '', text }],
});
const textBody = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    format: '',
    indent: 0,
    direction: null,
    children: [paragraph(text)],
  },
});
const bodyWith = (text: string, pictureId: number) => ({
  root: {
    type: 'root',
    version: 1,
    format: '',
    indent: 0,
    direction: null,
    children: [paragraph(text), pictureNode(pictureId), paragraph(text)],
  },
});

/** Fetches `url` until `check` holds, as a visitor (no cookies, no cache). */
async function liveWithin(url: string, check: (status: number, body: string) => boolean) {
  const started = Date.now();
  for (;;) {
    const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
    if (check(response.status, await response.text())) return;
    if (Date.now() - started > 20_000) throw new Error(`${url} did not change within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The sum of the page's layout shifts so far (Lighthouse's CLS counts the same entries). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

for (const market of oneMarket('bih')) {
  test.describe(`${market.code}: photos on articles`, () => {
    test.describe.configure({ mode: 'serial', timeout: 180_000 });
    const locale = market.router.defaultLocale;
    const other = market.router.locales.find((l) => l !== locale) as Locale;
    const stamp = Date.now().toString(36);
    const alt: Record<string, string> = {
      [locale]: `Novo skladište s kamionima pred rampom ${stamp}`,
      [other]: `The new warehouse with lorries at the loading dock ${stamp}`,
    };
    let mock: Started | undefined;
    let app: Started | undefined;
    let dataDir = '';
    let base = '';
    let token = '';

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      const e2eDir = path.resolve(test.info().project.testDir, '..');
      dataDir = mkdtempSync(path.join(tmpdir(), `medivia-pictures-${market.code}-`));
      mock = await startMock(e2eDir, MOCK_PORTS[market.code]);
      app = await startSeededApp(e2eDir, market.code, APP_PORTS[market.code], dataDir, mock.url, {
        ADMIN_EMAIL: administrator.email,
        ADMIN_PASSWORD: administrator.password,
        ADMIN_TOTP_SECRET: administrator.totpSecret,
      });
      base = app.url;
      ({ token } = await signInForToken(base, administrator));
    });

    test.afterAll(async () => {
      if (app) await kill(app, 'SIGTERM');
      if (mock) await kill(mock, 'SIGTERM');
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    async function api(method: string, route: string, body?: Json) {
      const response = await fetch(`${base}${backOfficeApi}${route}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, json: (await response.json()) as Json };
    }

    let photo = 0;

    test('an editor uploads a photo in the admin and writes its alt text in each language', async ({
      page,
    }) => {
      const login = await page.request.post(`${base}${backOfficeApi}/users/login`, {
        data: await loginBody(base, administrator),
      });
      expect(login.status(), await login.text()).toBe(200);
      await page.goto(`${base}/admin/collections/media/create?locale=${locale}`);
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({
          name: `skladiste-${stamp}.png`,
          mimeType: 'image/png',
          buffer: png(1600, 900),
        });
      await page.locator('#field-alt').fill(alt[locale]!);
      await page.locator('#action-save').click();
      await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 });
      photo = Number(/media\/(\d+)/.exec(page.url())![1]);

      await page.goto(`${base}/admin/collections/media/${photo}?locale=${other}`);
      const otherAlt = page.locator('#field-alt');
      await expect(otherAlt).toBeEditable({ timeout: 30_000 });
      await otherAlt.fill(alt[other]!);
      await page.locator('#action-save').click();
      await expect
        .poll(async () => (await api('GET', `/media/${photo}?locale=all`)).json.alt)
        .toEqual(alt);
    });

    test('a photo without alt text in every language: the draft saves, publishing is refused with the reason on the field', async () => {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(png(800, 450))], { type: 'image/png' }),
        'x.png',
      );
      form.append('_payload', JSON.stringify({ alt: `Samo na jednom jeziku ${stamp}` }));
      const uploaded = await fetch(`${base}${backOfficeApi}/media?locale=${locale}`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const halfDescribed = ((await uploaded.json()) as Json).doc.id as number;
      const category = (await api('GET', `/news-categories?locale=${locale}&limit=1`)).json.docs[0]
        .id as number;
      // Issue #41: a draft takes the photo with the default language's alt alone.
      const draft = await api('POST', `/news?locale=${locale}&draft=true`, {
        title: `Bez opisa slike ${stamp}`,
        summary: 'Slika bez opisa na svakom jeziku.',
        category,
        publishedOn: new Date().toISOString(),
        hero: halfDescribed,
        _status: 'draft',
      });
      expect(draft.status, JSON.stringify(draft.json)).toBe(201);
      const refused = await api('PATCH', `/news/${draft.json.doc.id}?locale=${locale}`, {
        _status: 'published',
      });
      expect(refused.status).toBe(400);
      expect(refused.json.errors[0].data.errors[0]).toMatchObject({
        path: 'hero',
        message: expect.stringContaining('has no alt text in English'),
      });
    });

    test('the published article shows its photo and its text’s picture with their alt text, and so do its card and shared picture', async ({
      page,
    }) => {
      expect(photo, 'the upload above').toBeGreaterThan(0);
      const category = (await api('GET', `/news-categories?locale=${locale}&limit=1`)).json.docs[0]
        .id as number;
      const title = `Novo skladište ${stamp}`;
      const slug = `novo-skladiste-${stamp}`;
      const created = await api('POST', `/news?locale=${locale}`, {
        title,
        slug,
        summary: 'Otvorili smo novo skladište.',
        category,
        publishedOn: new Date().toISOString(),
        hero: photo,
        body: bodyWith('Skladište ima dvanaest rampi.', photo),
        _status: 'published',
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const id = created.json.doc.id as number;
      const translated = await api('PATCH', `/news/${id}?locale=${other}`, {
        title: `New warehouse ${stamp}`,
        slug: `new-warehouse-${stamp}`,
        summary: 'We opened a new warehouse.',
        body: bodyWith('The warehouse has twelve loading docks.', photo),
        _status: 'published',
      });
      expect(translated.status, JSON.stringify(translated.json)).toBe(200);

      for (const [language, articleSlug] of [
        [locale, slug],
        [other, `new-warehouse-${stamp}`],
      ] as const) {
        const href = market.router.href('newsArticle', language, { slug: articleSlug });
        await liveWithin(`${base}${href}`, (status) => status === 200);
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(`${base}${href}`);

        const hero = page.locator('article figure').first().locator('img');
        await expect(hero).toHaveAttribute('alt', alt[language]!);
        await expect(hero).toHaveAttribute('src', `/assets/${photo}`);
        await expect(hero).toHaveAttribute('width', '1600');
        await expect(hero).toHaveAttribute('height', '900');
        await expect(hero).toHaveAttribute(
          'srcset',
          new RegExp(`/assets/${photo}\\?key=thumbnail 400w`),
        );
        await expect(hero).toHaveAttribute('sizes', /42rem/);
        // The page's main picture is not left to lazy loading.
        await expect(hero).toHaveAttribute('loading', 'eager');
        await expect
          .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);

        const inText = page.locator('[data-body-picture] img');
        await expect(inText).toHaveAttribute('alt', alt[language]!);
        await expect(inText).toHaveAttribute('width', '1600');
        await expect(inText).toHaveAttribute('srcset', /\?key=card 800w/);

        // At 375 px nothing widens the page, and the pictures' boxes were reserved (no shift).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
        await inText.scrollIntoViewIfNeeded();
        await expect
          .poll(() => inText.evaluate((img: HTMLImageElement) => img.complete))
          .toBe(true);
        expect(await layoutShift(page)).toBeLessThan(0.1);

        // The photo is the picture of a shared link when staff chose no other.
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          new RegExp(`/assets/${photo}$`),
        );
      }

      // The news list's card shows the photo in place of the drawn motif.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${base}${market.router.href('news', locale)}`);
      const card = page.locator('article', { has: page.getByRole('link', { name: title }) });
      await expect(card.locator('img')).toHaveAttribute('src', `/assets/${photo}`);
      await expect(card.locator('img')).toHaveAttribute('alt', '');

      // The default locale's feed gives readers the photo beside the item, with its alt text.
      const feedPath = '/rss.xml';
      await expect
        .poll(
          async () => {
            const feed = await (await fetch(`${base}${feedPath}`)).text();
            const item = feed
              .split('<item>')
              .find((entry) => entry.includes(`<title>${title}</title>`));
            return item
              ?.match(
                /<media:content url="[^"]*(\/assets\/\d+)"[^>]*>\s*<media:description type="plain">([^<]*)</,
              )
              ?.slice(1);
          },
          { timeout: 5_000 },
        )
        .toEqual([`/assets/${photo}`, alt[locale]]);
    });

    /** The market's first brand page, published with the photo; a new one where the seed has none. */
    async function brandPageWithPhoto(): Promise<Json> {
      const existing = (await api('GET', `/brand-pages?locale=${locale}&limit=1`)).json.docs[0] as
        Json | undefined;
      if (existing) {
        const saved = await api('PATCH', `/brand-pages/${existing.id}?locale=${locale}`, {
          hero: photo,
          _status: 'published',
        });
        expect(saved.status, JSON.stringify(saved.json)).toBe(200);
        return saved.json.doc as Json;
      }
      const department = (Object.keys(brandPageRoutes) as (keyof typeof brandPageRoutes)[]).find(
        (name) => market.router.isVisible(name) && market.router.isVisible(brandPageRoutes[name]),
      )!;
      const created = await api('POST', `/brand-pages?locale=${locale}`, {
        name: `Aquaderm ${stamp}`,
        department,
        title: `Aquaderm ${stamp}`,
        description: 'Njega suhe i osjetljive kože.',
        slug: `aquaderm-${stamp}`,
        kind: 'cosmetic',
        mark: { style: 'sans', hue: 200 },
        hero: photo,
        lead: 'Aquaderm je linija za njegu suhe i osjetljive kože.',
        sections: [
          { heading: 'Za koga je', body: textBody('Za suhu i osjetljivu kožu.') },
          { heading: 'Kako se nanosi', body: textBody('Dvaput dnevno na čistu kožu.') },
        ],
        safetyNote: 'Prije uporabe pročitajte uputu.',
        facts: [{ label: 'Vrsta', value: 'Kozmetika' }],
        _status: 'published',
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      return created.json.doc as Json;
    }

    test('a job opening and a brand page show the photo staff chose, with its alt text, and share it', async ({
      page,
    }) => {
      expect(photo, 'the upload above').toBeGreaterThan(0);
      const shown: { what: string; href: string }[] = [];
      const opening = (
        await api('GET', `/jobs?locale=${locale}&limit=1&where[closed][equals]=false`)
      ).json.docs[0] as Json;
      const withPhoto = await api('PATCH', `/jobs/${opening.id}?locale=${locale}`, {
        hero: photo,
        _status: 'published',
      });
      expect(withPhoto.status, JSON.stringify(withPhoto.json)).toBe(200);
      shown.push({
        what: 'job opening',
        href: market.router.href('jobOpening', locale, { slug: opening.slug as string }),
      });
      // The market's first brand page gets the photo; a market whose seed has none gets one, added
      // below the first department it shows, so the brand page is checked whichever market runs this.
      const brand = await brandPageWithPhoto();
      const route = brandPageRoutes[brand.department as keyof typeof brandPageRoutes];
      shown.push({
        what: 'brand page',
        href: market.router.href(route, locale, { slug: brand.slug as string }),
      });
      for (const { what, href } of shown) {
        await liveWithin(`${base}${href}`, (_status, body) => body.includes(`/assets/${photo}`));
        await page.goto(`${base}${href}`);
        const hero = page.locator('[data-hero-photo] img');
        await expect(hero, what).toHaveAttribute('alt', alt[locale]!);
        await expect(hero, what).toHaveAttribute('srcset', /\?key=card 800w/);
        await expect(page.locator('meta[property="og:image"]'), what).toHaveAttribute(
          'content',
          new RegExp(`/assets/${photo}$`),
        );
      }
    });

    test('the careers list and the department’s brand tiles show that photo on the opening’s and the brand page’s cards, with its alt text', async ({
      page,
    }) => {
      expect(photo, 'the upload above').toBeGreaterThan(0);
      // The opening and the brand page the test above gave the photo.
      const opening = (
        await api('GET', `/jobs?locale=${locale}&limit=1&where[closed][equals]=false`)
      ).json.docs[0] as Json;
      expect(opening.hero?.id ?? opening.hero, 'the opening’s photo, set above').toBe(photo);
      const cards = [
        {
          what: 'careers list card',
          list: market.router.href('careers', locale),
          link: market.router.href('jobOpening', locale, { slug: opening.slug as string }),
        },
      ];
      // The brand page the test above gave the photo.
      const brand = await brandPageWithPhoto();
      expect(brand.hero?.id ?? brand.hero, 'the brand page’s photo').toBe(photo);
      const brandDepartment = brand.department as keyof typeof brandPageRoutes;
      cards.push({
        what: 'brand tile',
        list: market.router.href(brandDepartment, locale),
        link: market.router.href(brandPageRoutes[brandDepartment], locale, {
          slug: brand.slug as string,
        }),
      });
      for (const { what, list, link } of cards) {
        await liveWithin(`${base}${list}`, (_status, body) => body.includes(`/assets/${photo}`));
        for (const width of [375, 1024, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${base}${list}`);
          const card = page.locator('main li', { has: page.locator(`a[href="${link}"]`) });
          const img = card.locator('img[data-card-photo]');
          await expect(img, what).toHaveAttribute('alt', alt[locale]!);
          await expect(img, what).toHaveAttribute('src', `/assets/${photo}`);
          await expect(img, what).toHaveAttribute('width', '1600');
          await expect(img, what).toHaveAttribute('height', '900');
          await expect(img, what).toHaveAttribute('srcset', /\?key=thumbnail 400w/);
          // Below the fold: fetched as it nears the view.
          await expect(img, what).toHaveAttribute('loading', 'lazy');
          await img.scrollIntoViewIfNeeded();
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
              message: `${what} at ${width} px loads`,
            })
            .toBeGreaterThan(0);
          // The photo fills the card's box, inside the card and the screen, and moved nothing.
          const [photoBox, cardBox] = [await img.boundingBox(), await card.boundingBox()];
          expect(photoBox!.width, `${what} at ${width} px`).toBeGreaterThan(150);
          expect(photoBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
          expect(photoBox!.x + photoBox!.width).toBeLessThanOrEqual(
            cardBox!.x + cardBox!.width + 1,
          );
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${what} at ${width} px`,
          ).toBeLessThanOrEqual(width);
          expect(await layoutShift(page), `${what} at ${width} px`).toBeLessThan(0.1);
          await page.screenshot({
            path: test.info().outputPath(`${what.replace(/ /g, '-')}-${width}.png`),
          });
        }
        // The other cards of the list show no photo of their own: only this one was given one.
        const cardList = page.locator(`main ul:has(> li a[href="${link}"])`);
        await expect(cardList.locator('img[data-card-photo]'), what).toHaveCount(1);
        // The page with the photo on its card (at 1280 px) passes the accessibility budget.
        expect(await axeViolations(page, what)).toEqual([]);
      }
    });
  });
}
