import { expect, test, type Page } from '@playwright/test';
import { coreCatalogues, openOpenings } from '@medivia/site-core/model';
import { humanReport, samplePdf } from '@medivia/site-core/testing';
import { axeViolations } from '../support/axe';
import { answerBotCheck } from '../support/botCheck';
import { signIn } from '../support/backOffice';
import { markets, type MarketUnderTest } from '../support/markets';

/*
 * The HR and pharmacovigilance desks in the admin's language (issue #28: an admin in the staff's
 * language): signed in as the administrator with the market's staff language (Croatian in cro and,
 * Payload having no Bosnian, in bih; Slovenian in slo), each desk's heading, navigation link, columns
 * and status labels speak it, with an application (and in cro a report) on the desk, and so do the
 * desks' cards on the dashboard, which count what waits; axe finds nothing; on a phone (375 px) the
 * dashboard and the desks fit the screen, the desks' wide tables scrolling in their own box.
 * The other desk specs read the admin in English (playwright.config.ts) and keep doing so.
 */

const speaks = {
  hr: {
    hrDesk: 'Prijave za posao',
    hrColumn: 'Zaprimljeno',
    pvDesk: 'Farmakovigilancija',
    pvColumn: 'Ozbiljnost',
    newStatus: 'Nova',
    freshApplications: 'Nove prijave',
    allApplications: 'Sve prijave',
    reportsWaiting: 'Prijave koje čekaju procjenu',
    day: /\b\d{1,2}\. \d{1,2}\. \d{4}\. \d{2}:\d{2}\b(?! UTC)/,
  },
  sl: {
    hrDesk: 'Prijave za zaposlitev',
    hrColumn: 'Prejeto',
    pvDesk: 'Farmakovigilanca',
    pvColumn: 'Resnost',
    newStatus: 'Novo',
    freshApplications: 'Nove prijave',
    allApplications: 'Vse prijave',
    reportsWaiting: 'Poročila, ki čakajo na oceno',
    day: /\b\d{1,2}\. \d{1,2}\. \d{4}, \d{2}:\d{2}\b(?! UTC)/,
  },
} as const;
const hrNewApplication = { hr: 'Nova', sl: 'Nova' } as const;
// The desk's own content: axe scans it, not Payload's frame around it (whose language switch's
// label, .localizer-button__label, axe finds short of contrast in every admin view).
const deskContent = 'main.gutter--left';
const staffLanguage = { cro: 'hr', slo: 'sl', bih: 'hr' } as const;

// A staff member with no English picked: the session and the language are set per market below.
test.use({ storageState: { cookies: [], origins: [] }, locale: 'en-US' });

/** A visitor applies to the market's first open opening, as on the site (careers.spec.ts). */
async function apply(page: Page, market: MarketUnderTest): Promise<string> {
  const locale = market.router.defaultLocale;
  const t = (id: string) => market.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;
  const opening = openOpenings(market.config)[0]!;
  await answerBotCheck(page);
  await page.goto(
    `${market.baseURL}${market.router.href('jobOpening', locale, { slug: opening.slug[locale]! })}`,
  );
  await page.waitForFunction(() => {
    const form = document.querySelector('#application form');
    return !!form && form.hasAttribute('novalidate');
  });
  const form = page.locator('#application form');
  await form.getByLabel(t('careers.apply.name')).fill('Iva Kovač');
  await form.getByLabel(t('careers.apply.phone')).fill('+385 91 765 4321');
  await form.getByLabel(t('careers.apply.email')).fill('iva.kovac@example.com');
  await form.getByLabel(t('careers.apply.message')).fill('Desk language check.');
  await form.getByLabel(t('careers.apply.cv')).setInputFiles({
    name: 'zivotopis.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(),
  });
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: t('careers.apply.submit') }).click();
  const done = page.getByRole('status');
  await expect(done.getByRole('heading', { name: t('careers.apply.successTitle') })).toBeVisible({
    timeout: 20_000,
  });
  return /APP-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')![0];
}

/** The page is no wider than the window: nothing sticks out sideways on a phone. */
async function fitsTheWindow(page: Page, what: string) {
  const [scrollWidth, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${what} is wider than the ${width} px window`).toBeLessThanOrEqual(width);
}

for (const market of markets) {
  const language = staffLanguage[market.code];
  const words = speaks[language];
  const takesReports = market.config.features.adverseEffectReports;
  const hasOpening = openOpenings(market.config).length > 0;

  test(`${market.code}: the HR and pharmacovigilance desks speak ${language}`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const reference = hasOpening ? await apply(page, market) : undefined;
    let report: string | undefined;
    if (takesReports) {
      const posted = await request.post(`${market.baseURL}/api/reports`, {
        data: { locale: market.router.defaultLocale, report: humanReport() },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      report = ((await posted.json()) as { reference: string }).reference;
    }

    const staff = await signIn(request, market.baseURL);
    await context.addCookies([
      {
        name: 'payload-token',
        value: staff.Authorization!.replace(/^JWT /, ''),
        url: market.baseURL,
      },
      { name: 'payload-lng', value: language, url: market.baseURL },
    ]);

    // The dashboard: each desk's card, with what waits there and the way in.
    await page.goto(`${market.baseURL}/admin`);
    const hrCard = page.getByRole('region', { name: words.hrDesk });
    await expect(hrCard).toContainText(
      new RegExp(`${words.freshApplications}: ${reference ? '[1-9]' : '\\d'}`),
    );
    await expect(hrCard.getByRole('link', { name: words.allApplications })).toHaveAttribute(
      'href',
      '/admin/hr',
    );
    const pvCard = page.getByRole('region', { name: words.pvDesk });
    if (report) {
      await expect(
        pvCard.getByRole('link', { name: new RegExp(`^${words.reportsWaiting}: [1-9]`) }),
      ).toHaveAttribute('href', '/admin/pharmacovigilance?status=new');
    } else {
      await expect(pvCard).toHaveCount(0);
    }
    expect(
      await axeViolations(page, 'desk cards', 'section[aria-labelledby$="-desk-card"]'),
    ).toEqual([]);

    // The HR desk: its heading, link, columns, the new application's status and dates.
    await page.goto(`${market.baseURL}/admin/hr`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: words.hrDesk })).toBeVisible();
    await expect(page.getByRole('link', { name: words.hrDesk, exact: true })).toBeVisible();
    if (reference) {
      await expect(page.getByRole('columnheader', { name: words.hrColumn }).first()).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(reference) });
      await expect(
        row.getByRole('cell', { name: hrNewApplication[language], exact: true }),
      ).toBeVisible();
      await expect(row.getByRole('cell', { name: words.day })).toBeVisible();
    }
    await expect(page.getByText('HR desk')).toHaveCount(0);
    expect(await axeViolations(page, 'HR desk', deskContent)).toEqual([]);

    // The pharmacovigilance desk: its heading and, where the market takes reports, the link, the
    // columns and the new report's status.
    await page.goto(`${market.baseURL}/admin/pharmacovigilance`);
    await expect(page.getByRole('heading', { level: 1, name: words.pvDesk })).toBeVisible();
    if (report) {
      await expect(page.getByRole('link', { name: words.pvDesk, exact: true })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: words.pvColumn })).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(report) });
      await expect(row.getByRole('cell', { name: words.newStatus, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Pharmacovigilance desk')).toHaveCount(0);
    expect(await axeViolations(page, 'pharmacovigilance desk', deskContent)).toEqual([]);

    // Both desks and a record of each, on a wide screen and on a phone: they fit the window (wide
    // tables scroll in their own box) and a record's page passes axe as well.
    const pages: [string, string][] = [
      ['dashboard', '/admin'],
      ['hr-desk', '/admin/hr'],
      ['pv-desk', '/admin/pharmacovigilance'],
    ];
    if (reference) pages.push(['application', `/admin/hr/${reference}`]);
    if (report) pages.push(['report', `/admin/pharmacovigilance/${report}`]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 812 });
      for (const [name, path] of pages) {
        await page.goto(`${market.baseURL}${path}`);
        await expect(
          name === 'dashboard' ? hrCard : page.getByRole('heading', { level: 1 }),
        ).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${width}.png`),
          fullPage: true,
        });
        await fitsTheWindow(page, `${path} at ${width} px`);
        if (width === 375 && name !== 'dashboard' && name !== 'hr-desk' && name !== 'pv-desk') {
          expect(await axeViolations(page, `${name} at 375 px`, deskContent)).toEqual([]);
        }
      }
    }
  });
}
