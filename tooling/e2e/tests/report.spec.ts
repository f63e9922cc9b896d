import { expect, test, type Locator, type Page } from '@playwright/test';
import { type Locale, coreCatalogues } from '@medivia/site-core/model';
import { marketByCode, mockUrl } from '../support/markets';
import { captured, referenceOf } from '../support/reportApp';
import { axeViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydration';

/*
 * The adverse-effect report wizard in the built cro site, driven by the keyboard only: focus moves
 * with Tab or straight to a control (as a screen reader's quick navigation does), choices with Space,
 * buttons with Enter. The local SendGrid stand-in must receive both mails of each report.
 */

const cro = marketByCode.cro;
// The report is cro's alone: a run whose E2E_MARKETS leaves cro out has no site to test here (and
// reading cro's address would stop the whole run from loading).
test.skip(!cro, 'E2E_MARKETS leaves out cro, the market that takes reports');
test.use({ baseURL: cro?.baseURL, locale: 'en-US' });

const text = (locale: Locale) => (id: string) =>
  cro.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;

/** Google's script, replaced: tokens are `e2e:<action>`, which the siteverify stand-in accepts. */
async function fakeRecaptcha(page: Page) {
  await page.route('https://www.google.com/recaptcha/api.js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = { ready: (cb) => setTimeout(cb, 0), execute: (k, o) => Promise.resolve('e2e:' + o.action) };`,
    }),
  );
}

const type = async (control: Locator, value: string) => {
  await control.focus();
  await control.page().keyboard.type(value);
};
const press = async (control: Locator, key = 'Enter') => {
  await control.focus();
  await control.page().keyboard.press(key);
};
/** A radio by its label; `exact` keeps "Ne" from matching "Ne znam", the kinds carry a hint in their name. */
const choose = (group: Locator, option: string, exact = true) =>
  press(group.getByRole('radio', { name: option, exact }), 'Space');

/** The step is on screen with its heading focused and named in the title, and axe finds nothing on the page. */
async function expectStep(page: Page, t: (id: string) => string, current: number, titleId: string) {
  const counter = t('report.step.counter')
    .replace('{current}', String(current))
    .replace('{total}', '4');
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${counter}\\s*${t(titleId)}`) }),
  ).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^${counter}: ${t(titleId)}`));
  expect(await axeViolations(page, `step ${current}`)).toEqual([]);
}

/** Both mails of a report, once the relay has delivered them. */
async function mailsOf(reference: string) {
  await expect
    .poll(
      async () => (await captured(mockUrl)).filter((m) => referenceOf(m) === reference).length,
      { timeout: 45_000 },
    )
    .toBe(2);
  const mails = (await captured(mockUrl)).filter((m) => referenceOf(m) === reference);
  return mails.map((mail) => mail.body.personalizations[0]!.to[0]!.email).sort();
}

test('a human report in Croatian, by keyboard, is registered and mailed twice', async ({
  page,
}) => {
  // Six screens by keyboard, review included, each checked by axe: longer than a minute on a loaded machine.
  test.slow();
  const t = text('hr');
  const email = `e2e.report.human.${Date.now()}@example.com`;
  await fakeRecaptcha(page);
  await gotoHydrated(page, cro.router.href('report', 'hr'));
  // The start screen arrives without the wizard's code; the wizard takes over in the same frame.
  const panelBox = () =>
    page
      .locator(
        'section[aria-labelledby="report-start-title"], section[aria-labelledby="report-step-title"]',
      )
      .boundingBox();
  const startBox = await panelBox();

  await choose(
    page.getByRole('group', { name: t('report.start.kindLegend') }),
    t('report.start.kind.human'),
    false,
  );
  await press(page.getByRole('button', { name: t('report.action.start') }));
  await expectStep(page, t, 1, 'report.step.human.applicant');
  const stepBox = await panelBox();
  expect([stepBox?.x, stepBox?.width]).toEqual([startBox?.x, startBox?.width]);

  // Next with nothing filled in: the summary takes focus and names the asterisk fields.
  await press(page.getByRole('button', { name: t('report.action.next') }));
  await expect(page.getByRole('group', { name: t('report.errorSummary.title') })).toBeFocused();
  await expect(
    page.getByRole('link', {
      name: `${t('report.field.reporterName')}: ${t('report.error.required')}`,
    }),
  ).toBeVisible();
  expect(await axeViolations(page, 'step 1 with the error summary')).toEqual([]);

  await press(page.getByRole('link', { name: new RegExp(`^${t('report.field.reporterName')}`) }));
  await expect(page.getByRole('textbox', { name: t('report.field.reporterName') })).toBeFocused();
  await page.keyboard.type('Ana Horvat');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await choose(
    page.getByRole('group', { name: t('report.field.patientSex') }),
    t('report.option.patientSex.F'),
  );
  await choose(
    page.getByRole('group', { name: t('report.field.pregnant') }),
    t('report.choice.no'),
  );
  await type(page.getByRole('textbox', { name: t('report.field.patientAge') }), '34');
  await press(page.getByRole('button', { name: t('report.action.next') }));

  await expectStep(page, t, 2, 'report.step.human.medicine');
  await page.keyboard.press('Tab'); // from the heading straight to the first question
  await expect(page.getByRole('textbox', { name: t('report.field.drugName') })).toBeFocused();
  await page.keyboard.type('Examplomycin 500 mg');
  const started = page.getByRole('group', { name: t('report.field.medicineStart') });
  await type(started.locator('input[type="date"]'), '01102026');
  await expect(started.locator('input[type="date"]')).toHaveValue('2026-01-10');
  await press(
    page.getByRole('group', { name: t('report.field.batch') }).getByRole('checkbox'),
    'Space',
  );
  await choose(
    page.getByRole('group', { name: t('report.field.stopped') }),
    t('report.choice.yes'),
  );
  await press(
    page.getByRole('group', { name: t('report.field.stopDate') }).getByRole('checkbox'),
    'Space',
  );
  await press(page.getByRole('button', { name: t('report.action.next') }));

  await expectStep(page, t, 3, 'report.step.human.reaction');
  await type(
    page.getByRole('textbox', { name: t('report.field.description') }),
    'Osip po rukama dva dana nakon početka.',
  );
  await press(page.getByRole('checkbox', { name: t('report.field.outcomeDoctorVisit') }), 'Space');
  await press(page.getByRole('button', { name: t('report.action.next') }));

  await expectStep(page, t, 4, 'report.step.human.legal');
  await choose(
    page.getByRole('group', { name: t('report.field.contactPermission') }),
    t('report.choice.yes'),
  );
  await press(page.getByRole('button', { name: t('report.action.review') }));

  // The review step lists every answer; Edit goes back to a step with its heading focused.
  await expect(
    page.getByRole('heading', { level: 2, name: t('report.review.title') }),
  ).toBeFocused();
  await expect(page.getByText('Examplomycin').first()).toBeVisible();
  const editMedicine = t('report.review.editStep').replace(
    '{step}',
    t('report.step.human.medicine'),
  );
  await press(page.getByRole('button', { name: editMedicine }));
  await expectStep(page, t, 2, 'report.step.human.medicine');
  await press(page.getByRole('button', { name: t('report.action.review') }));
  await expect(
    page.getByRole('heading', { level: 2, name: t('report.review.title') }),
  ).toBeFocused();
  await press(page.getByRole('button', { name: t('report.action.send') }));

  await expect(
    page.getByRole('heading', { level: 2, name: t('report.success.title') }),
  ).toBeFocused();
  const reference = (await page.getByTestId('report-reference').textContent())!;
  expect(reference).toMatch(/^NUS-\d{4}-\d{6}$/);
  await expect(page).toHaveTitle(new RegExp(`^${t('report.title.success')}`));
  expect(await axeViolations(page, 'success')).toEqual([]);
  expect(await mailsOf(reference)).toEqual([email, cro.config.pharmacovigilanceMailbox].sort());
});

test('a veterinary report in English, by keyboard, is registered and mailed twice', async ({
  page,
}) => {
  // Six screens by keyboard, review included, each checked by axe: longer than a minute on a loaded machine.
  test.slow();
  const t = text('en');
  const email = `e2e.report.vet.${Date.now()}@example.com`;
  await fakeRecaptcha(page);
  await gotoHydrated(page, cro.router.href('report', 'en'));

  await choose(
    page.getByRole('group', { name: t('report.start.kindLegend') }),
    t('report.start.kind.veterinary'),
    false,
  );
  await press(page.getByRole('button', { name: t('report.action.start') }));
  await expectStep(page, t, 1, 'report.step.veterinary.applicant');
  await choose(
    page.getByRole('group', { name: t('report.field.reporterType') }),
    t('report.option.reporterType.owner'),
  );
  await type(page.getByRole('textbox', { name: t('report.field.reporterName') }), 'Ivan Kovač');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await press(page.getByRole('button', { name: t('report.action.next') }));

  await expectStep(page, t, 2, 'report.step.veterinary.reaction');
  await choose(
    page.getByRole('group', { name: t('report.field.subject') }),
    t('report.option.subject.animal'),
  );
  // An animal must be identifiable by its species: the field appears with an asterisk.
  await press(page.getByRole('button', { name: t('report.action.next') }));
  await expect(
    page.getByRole('link', { name: `${t('report.field.species')}: ${t('report.error.required')}` }),
  ).toBeVisible();
  await type(page.getByRole('textbox', { name: t('report.field.species') }), 'Dog, beagle');
  await press(
    page.getByRole('group', { name: t('report.field.effectDate') }).getByRole('checkbox'),
    'Space',
  );
  await type(
    page.getByRole('textbox', { name: t('report.field.description') }),
    'Vomited twice within an hour.',
  );
  await press(page.getByRole('button', { name: t('report.action.next') }));

  await expectStep(page, t, 3, 'report.step.veterinary.medicine');
  await type(
    page.getByRole('textbox', { name: t('report.field.drugName') }),
    'Vetexample chewable tablets',
  );
  await type(
    page.getByRole('group', { name: t('report.field.batch') }).getByRole('textbox'),
    'LOT-77',
  );
  // Progress survives a reload of the page.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(t('report.step.veterinary.medicine')) }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('report.field.drugName') })).toHaveValue(
    'Vetexample chewable tablets',
  );
  await press(page.getByRole('button', { name: t('report.action.next') }));

  await expectStep(page, t, 4, 'report.step.veterinary.legal');
  await press(page.getByRole('button', { name: t('report.action.review') }));
  await expect(
    page.getByRole('heading', { level: 2, name: t('report.review.title') }),
  ).toBeFocused();
  await press(page.getByRole('button', { name: t('report.action.send') }));
  await expect(
    page.getByRole('heading', { level: 2, name: t('report.success.title') }),
  ).toBeFocused();
  const reference = (await page.getByTestId('report-reference').textContent())!;
  expect(reference).toMatch(/^NUS-\d{4}-\d{6}$/);
  await expect(page.getByRole('link', { name: t('report.action.home') })).toHaveAttribute(
    'href',
    '/en',
  );
  expect(await mailsOf(reference)).toEqual([email, cro.config.pharmacovigilanceMailbox].sort());
});

test('the report endpoint is off where the market has the feature off', async ({ request }) => {
  test.skip(!marketByCode.slo, 'E2E_MARKETS leaves out slo, a market without the report');
  const response = await request.post(`${marketByCode.slo.baseURL}/api/reports`, {
    data: { report: {} },
  });
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'not_found' });
});
