import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { AnchorHTMLAttributes, ComponentProps } from 'react';
import * as recaptcha from '../../contact/recaptchaClient';
import { coreCatalogues, featureMessages } from '../../i18n/catalogue';
import { ReportWizard } from './ReportWizard';

jest.mock('../../contact/recaptchaClient', () => ({
  ...jest.requireActual('../../contact/recaptchaClient'),
  loadRecaptcha: jest.fn(),
  executeRecaptcha: jest.fn(),
}));
const loadRecaptcha = jest.mocked(recaptcha.loadRecaptcha);
const executeRecaptcha = jest.mocked(recaptcha.executeRecaptcha);

expect.extend(toHaveNoViolations);

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({
    href,
    children,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const messages = featureMessages(coreCatalogues.en, 'report.');
const renderWizard = (props: Partial<ComponentProps<typeof ReportWizard>> = {}) =>
  render(
    <ReportWizard
      locale="en"
      messages={messages}
      homeHref="/en"
      privacyHref="/en/privacy-policy"
      pharmacovigilance={{
        mail: 'farmakovigilancija@medivia-test.example',
        tel: '+385 1 000 0020',
      }}
      {...props}
    />,
  );

type Answer = { status: number; body?: unknown };
let answers: Answer[];
let botCheckSettings: { siteKey: string | null; enforced: boolean };
const reportCalls: RequestInit[] = [];

beforeEach(() => {
  sessionStorage.clear();
  document.title = 'Reporting side effects | Medivia';
  answers = [];
  reportCalls.length = 0;
  botCheckSettings = { siteKey: null, enforced: false };
  loadRecaptcha.mockResolvedValue({} as never);
  executeRecaptcha.mockResolvedValue('token:report');
  // jsdom has no Response; the wizard reads only status and json().
  const reply = (status: number, body: unknown) => ({
    status,
    ok: status < 300,
    json: async () => body,
  });
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url) === '/api/verify-recaptcha') return reply(200, botCheckSettings);
    reportCalls.push(init!);
    const answer = answers.shift() ?? { status: 201, body: { reference: 'NUS-2026-000042' } };
    return reply(answer.status, answer.body ?? {});
  }) as unknown as typeof fetch;
});

async function startHuman(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /A medicine for human use/ }));
  await user.click(screen.getByRole('button', { name: 'Start' }));
}

/** Fills the three required steps and goes on to the last step. */
async function reachLegalStep(user: ReturnType<typeof userEvent.setup>) {
  await fillMinimumHuman(user);
  await user.click(screen.getByRole('button', { name: 'Next step' }));
  await user.type(screen.getByRole('textbox', { name: /Name of the medicine/ }), 'Examplomycin');
  await user.click(screen.getByRole('button', { name: 'Next step' }));
  await user.type(screen.getByRole('textbox', { name: /Describe the side effect/ }), 'Rash');
}

async function fillMinimumHuman(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Name and surname/ }), 'Ana Horvat');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@example.com');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
}

describe('the report wizard', () => {
  it('given the start screen, when Start is pressed without a choice, asks for the kind', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Enter the requested information')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /A medicine for human use/ })).toHaveFocus();
  });

  it('given a kind to start with (Start pressed before it loaded), opens that first step', async () => {
    renderWizard({ startWith: 'veterinary' });
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: /Step 1 of 4\s*Applicant/,
    });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('group', { name: /You are/ })).toBeInTheDocument();
  });

  it('when a step starts, focuses its heading and names the step in the page title', async () => {
    const user = userEvent.setup();
    renderWizard();
    await startHuman(user);
    const heading = screen.getByRole('heading', {
      level: 2,
      name: /Step 1 of 4\s*Applicant and patient/,
    });
    expect(heading).toHaveFocus();
    expect(document.title).toBe(
      'Step 1 of 4: Applicant and patient – Reporting side effects | Medivia',
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('when Next is pressed with missing answers, focuses a summary linking to each field', async () => {
    const user = userEvent.setup();
    renderWizard();
    await startHuman(user);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    const summary = await screen.findByRole('group', { name: 'Please check the following fields' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(await axe(document.body)).toHaveNoViolations();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Name and surname: Enter the requested information',
      'E-mail: Enter the requested information',
      "Patient's sex: Enter the requested information",
    ]);
    await user.click(links[1]!);
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter the requested information'),
    );
  });

  it('shows conditional questions only where they apply', async () => {
    const user = userEvent.setup();
    renderWizard();
    await startHuman(user);
    expect(
      screen.queryByRole('group', { name: 'Is the patient pregnant?' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /What did the doctor/ })).not.toBeInTheDocument();
    await fillMinimumHuman(user);
    await user.click(
      within(screen.getByRole('group', { name: /consult a doctor/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    expect(screen.getByRole('group', { name: 'Is the patient pregnant?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /What did the doctor/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(
      screen.queryByRole('group', { name: 'Date the medicine was stopped' }),
    ).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: /medicine been stopped/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    const stopDate = screen.getByRole('group', { name: 'Date the medicine was stopped' });
    expect(within(stopDate).getByRole('checkbox', { name: "I don't know" })).toBeInTheDocument();
  });

  it('keeps progress across a reload of the page', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await startHuman(user);
    await fillMinimumHuman(user);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    first.unmount();
    renderWizard();
    expect(
      await screen.findByRole('heading', { name: /Step 2 of 4\s*Medicine/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /Name and surname/ })).toHaveValue('Ana Horvat');
  });

  it('given a failed send, going back keeps every answer and retries with the same idempotency key', async () => {
    const user = userEvent.setup();
    renderWizard();
    await startHuman(user);
    await fillMinimumHuman(user);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.type(screen.getByRole('textbox', { name: /Name of the medicine/ }), 'Examplomycin');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.type(screen.getByRole('textbox', { name: /Describe the side effect/ }), 'Rash');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Review your answers' }));
    answers.push({ status: 503, body: { error: 'store_unavailable' } });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByRole('heading', { name: 'Unfortunately, an error occurred' }),
    ).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Go back and try again' }));
    expect(screen.getByRole('heading', { name: 'Check your answers' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Your report has been received.',
      }),
    ).toHaveFocus();
    expect(screen.getByText('NUS-2026-000042')).toBeInTheDocument();
    expect(screen.getByText(/being sent by e-mail to ana@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');

    const [failed, succeeded] = reportCalls.map(
      (call) => (call.headers as Record<string, string>)['idempotency-key'],
    );
    expect(failed).toBeTruthy();
    expect(succeeded).toBe(failed);
    expect(JSON.parse(String(reportCalls[1]!.body))).toMatchObject({
      locale: 'en',
      report: {
        kind: 'human',
        applicant: { reporterName: 'Ana Horvat' },
        medicine: { drugName: 'Examplomycin' },
      },
    });
    expect(sessionStorage.length).toBe(0);
  });

  describe('given the answers of every step', () => {
    it('asks seriousness as checkboxes and the outcome as one choice, and sends their codes', async () => {
      const user = userEvent.setup();
      renderWizard();
      await startHuman(user);
      await reachLegalStep(user);
      const seriousness = screen.getByRole('group', { name: 'Was the side effect serious?' });
      expect(within(seriousness).getAllByRole('checkbox')).toHaveLength(6);
      await user.click(within(seriousness).getByRole('checkbox', { name: 'Life-threatening' }));
      await user.click(
        within(seriousness).getByRole('checkbox', {
          name: 'Hospitalisation or prolonged hospital stay',
        }),
      );
      const outcome = screen.getByRole('group', { name: 'Outcome of the side effect so far' });
      await user.click(within(outcome).getByRole('radio', { name: 'Recovering' }));
      await user.click(screen.getByRole('button', { name: 'Next step' }));
      await user.click(screen.getByRole('button', { name: 'Review your answers' }));
      await user.click(screen.getByRole('button', { name: 'Send report' }));
      await screen.findByRole('heading', {
        name: 'Your report has been received.',
      });
      expect(JSON.parse(String(reportCalls[0]!.body)).report.reaction).toMatchObject({
        seriousness: ['lifeThreatening', 'hospitalisation'],
        outcome: 'recovering',
      });
    });

    it('lists every answer by step on the review step, and Edit returns to that step', async () => {
      const user = userEvent.setup();
      renderWizard();
      await startHuman(user);
      await user.type(screen.getByRole('textbox', { name: /Name and surname/ }), 'Ana Horvat');
      await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@example.com');
      await user.click(screen.getByRole('radio', { name: 'Unknown' }));
      await user.click(screen.getByRole('button', { name: 'Next step' }));
      await user.type(
        screen.getByRole('textbox', { name: /Name of the medicine/ }),
        'Examplomycin',
      );
      await user.click(screen.getByRole('button', { name: 'Next step' }));
      await user.type(screen.getByRole('textbox', { name: /Describe the side effect/ }), 'Rash');
      await user.click(screen.getByRole('button', { name: 'Next step' }));
      await user.click(screen.getByRole('button', { name: 'Review your answers' }));

      const review = screen.getByRole('heading', { level: 2, name: 'Check your answers' });
      // The step is left from an async submit handler: its focus effect runs after the render.
      await waitFor(() => expect(review).toHaveFocus());
      expect(document.title).toBe('Check your answers – Reporting side effects | Medivia');
      const answerOf = (step: string, question: string) => {
        const group = screen.getByRole('region', { name: step });
        const term = within(group)
          .getAllByRole('term')
          .find((dt) => dt.textContent === question);
        return term?.nextElementSibling?.textContent;
      };
      expect(answerOf('Applicant and patient', "Patient's sex")).toBe('Unknown');
      expect(answerOf('Medicine', 'Name of the medicine')).toBe('Examplomycin');
      expect(answerOf('Side effect description', 'Was the side effect serious?')).toBe(
        'None of these (not serious)',
      );
      expect(answerOf('Side effect description', 'Outcome of the side effect so far')).toBe(
        'Not answered',
      );
      expect(await axe(document.body)).toHaveNoViolations();

      // Edit is a button: reachable by keyboard, it opens the step with its heading focused.
      const edit = screen.getByRole('button', { name: 'Edit: Medicine' });
      edit.focus();
      await user.keyboard('{Enter}');
      expect(
        screen.getByRole('heading', { level: 2, name: /Step 2 of 4\s*Medicine/ }),
      ).toHaveFocus();
      const drug = screen.getByRole('textbox', { name: /Name of the medicine/ });
      await user.clear(drug);
      await user.type(drug, 'Otherin');
      // Done with the step, the visitor is back on the review, not on step 3.
      await user.click(screen.getByRole('button', { name: 'Review your answers' }));
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 2, name: 'Check your answers' })).toHaveFocus(),
      );
      expect(answerOf('Medicine', 'Name of the medicine')).toBe('Otherin');

      await user.click(screen.getByRole('button', { name: 'Send report' }));
      await screen.findByRole('heading', {
        name: 'Your report has been received.',
      });
      expect(JSON.parse(String(reportCalls[0]!.body)).report).toMatchObject({
        applicant: { patientSex: 'unknown' },
        medicine: { drugName: 'Otherin' },
        reaction: { seriousness: [] },
      });
    });
  });

  describe('given the bot check script blocked (privacy tools, hospital networks)', () => {
    beforeEach(() => {
      botCheckSettings = { siteKey: 'site-key', enforced: true };
      loadRecaptcha.mockRejectedValue(new recaptcha.RecaptchaInitError('load_failed'));
      executeRecaptcha.mockRejectedValue(new recaptcha.RecaptchaInitError('load_failed'));
    });

    it('says plainly on the review step that the report can still be sent, with the team phone and a prefilled e-mail', async () => {
      const user = userEvent.setup();
      renderWizard();
      await startHuman(user);
      await reachLegalStep(user);
      await user.click(screen.getByRole('button', { name: 'Next step' }));
      await user.click(screen.getByRole('button', { name: 'Review your answers' }));

      const notice = screen.getByText('You can still send your report').closest('[data-slot]')!;
      expect(notice).not.toHaveTextContent(/reCAPTCHA|script/);
      expect(
        within(notice as HTMLElement).getByRole('link', { name: '+385 1 000 0020' }),
      ).toHaveAttribute('href', 'tel:+38510000020');
      const mailto = within(notice as HTMLElement)
        .getByRole('link', { name: 'E-mail the report with your answers' })
        .getAttribute('href')!;
      expect(mailto).toMatch(
        /^mailto:farmakovigilancija@medivia-test\.example\?subject=[^ ]+&body=[^ ]+$/,
      );
      const body = decodeURIComponent(mailto.split('&body=')[1]!);
      expect(body).toContain('- Name of the medicine: Examplomycin');
      expect(body).toContain('- Describe the side effect: Rash');
      expect(body).not.toContain('Not answered');

      // Without a token the report still goes through; the server flags it for review.
      await user.click(screen.getByRole('button', { name: 'Send report' }));
      await screen.findByRole('heading', {
        name: 'Your report has been received.',
      });
      expect(JSON.parse(String(reportCalls[0]!.body)).botToken).toBeUndefined();
    });
  });

  it('given a failed send, offers the pharmacovigilance phone and e-mail beside the retry', async () => {
    const user = userEvent.setup();
    renderWizard();
    await startHuman(user);
    await reachLegalStep(user);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Review your answers' }));
    answers.push({ status: 503, body: { error: 'store_unavailable' } });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByRole('heading', { name: 'Unfortunately, an error occurred' });
    expect(
      screen.getByRole('link', { name: 'farmakovigilancija@medivia-test.example' }),
    ).toHaveAttribute('href', 'mailto:farmakovigilancija@medivia-test.example');
    expect(
      screen.getByRole('link', { name: 'E-mail the report with your answers' }),
    ).toHaveAttribute('href', expect.stringContaining('Examplomycin'));
  });
});
