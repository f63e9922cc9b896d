import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { coreCatalogues, featureMessages } from '../../i18n/catalogue';
import { emptyHumanReport } from '../schema';
import { saveDraft } from './draftStorage';
import { ReportStart } from './ReportStart';
import { startScreenText } from './startScreenText';

// Counts evaluations of the wizard's module: the start screen must not need it.
let mockWizardEvaluated = false;
jest.mock('./ReportWizard', () => {
  mockWizardEvaluated = true;
  return jest.requireActual('./ReportWizard');
});

const messages = featureMessages(coreCatalogues.en, 'report.');
const page = (
  <ReportStart
    text={startScreenText((id) => messages[id]!)}
    wizard={{
      locale: 'en',
      messages,
      homeHref: '/en',
      privacyHref: '/en/privacy-policy',
      pharmacovigilance: { mail: 'farmakovigilancija@medivia-test.example' },
    }}
  />
);
const stepOne = { level: 2, name: /Step 1 of 4\s*Applicant/ } as const;

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/en/report');
  global.fetch = jest.fn(async () => ({
    status: 200,
    ok: true,
    json: async () => ({ siteKey: null, enforced: false }),
  })) as unknown as typeof fetch;
});

describe('the report page before the wizard', () => {
  it('shows the start screen without the wizard, and asks for the kind when Start is pressed without one', async () => {
    const user = userEvent.setup();
    render(page);
    expect(
      screen.getByRole('heading', { level: 2, name: messages['report.start.title'] }),
    ).toBeInTheDocument();
    expect(mockWizardEvaluated).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Enter the requested information')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /A medicine for human use/ })).toHaveFocus();
  });

  it('given a kind chosen, Start opens its first step with the heading focused', async () => {
    const user = userEvent.setup();
    render(page);
    await user.click(screen.getByRole('radio', { name: /A veterinary medicine/ }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', stepOne)).toHaveFocus();
    expect(mockWizardEvaluated).toBe(true);
  });

  it('given Start pressed before the page hydrated (?report-kind=veterinary), opens that first step and cleans the address', async () => {
    window.history.replaceState(null, '', '/en/report?report-kind=veterinary');
    render(page);
    expect(await screen.findByRole('heading', stepOne)).toHaveFocus();
    expect(screen.getByRole('group', { name: /You are/ })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('given a kind checked before the page hydrated, Start opens it without asking again', async () => {
    const user = userEvent.setup();
    // The server HTML, the visitor's choice made in it, then React hydrating over it.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    (container.querySelector('input[value="veterinary"]') as HTMLInputElement).checked = true;
    render(page, { container, hydrate: true });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', stepOne)).toHaveFocus();
  });

  it('given a draft in this tab, resumes it at once, over any kind in the address', async () => {
    saveDraft({ kind: 'human', step: 1, values: emptyHumanReport() });
    window.history.replaceState(null, '', '/en/report?report-kind=veterinary');
    render(page);
    expect(
      await screen.findByRole('heading', { level: 2, name: /Step 2 of 4\s*Medicine/ }),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });
});
