import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { coreCatalogues } from '../i18n/catalogue';
import { featureMessages } from '../i18n/catalogue';
import { overlays, THANK_YOU_DELAY_MS } from '../overlays/overlayStore';
import { ContactOverlay } from './ContactOverlay';
import * as recaptcha from './recaptchaClient';

expect.extend(toHaveNoViolations);

jest.mock('./recaptchaClient', () => ({
  ...jest.requireActual('./recaptchaClient'),
  loadRecaptcha: jest.fn(),
  executeRecaptcha: jest.fn(),
}));
const loadRecaptcha = jest.mocked(recaptcha.loadRecaptcha);
const executeRecaptcha = jest.mocked(recaptcha.executeRecaptcha);

const departments = [
  {
    key: 'dijagnostika',
    name: 'Laboratory diagnostics',
    group: 'Business areas',
    mail: 'dijagnostika@medivia-test.example',
    tel: '+385 1 000 0001',
  },
  {
    key: 'servis',
    name: 'Equipment service',
    group: 'Services',
    mail: 'servis@medivia-test.example',
    tel: '+385 1 000 0002',
  },
];

function renderOverlay(props: { recaptchaSiteKey?: string } = { recaptchaSiteKey: 'site-key' }) {
  render(
    <ContactOverlay
      locale="en"
      departments={departments}
      messages={featureMessages(coreCatalogues.en, 'contact.')}
      privacyHref="/en/privacy-policy"
      termsHref="/en/terms-of-use"
      {...props}
    />,
  );
  return screen.queryByRole('dialog', { name: 'Contact us' })!;
}

// jsdom has no Response; the sender reads only ok, status and json().
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 300, status, json: async () => body } as Response);
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Name and surname/ }), 'Ana Horvat');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@example.com');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Please send an offer.');
  await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
}

beforeEach(() => {
  overlays.reset();
  loadRecaptcha.mockResolvedValue({} as never);
  executeRecaptcha.mockResolvedValue('token:contact');
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('given the overlay opened from the header', () => {
  beforeEach(() => act(() => overlays.openContact()));

  it('shows the labelled fields, loads the bot check now, and has no axe violations', async () => {
    const dialog = renderOverlay();
    expect(within(dialog).getByRole('combobox', { name: /Department/ })).toHaveTextContent(
      'Choose a department',
    );
    expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
    await waitFor(() =>
      expect(loadRecaptcha).toHaveBeenCalledWith({
        siteKey: 'site-key',
        version: 'v3',
        language: 'en',
      }),
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('makes the send button look disabled, and say why, until a department is chosen', async () => {
    const user = userEvent.setup();
    renderOverlay();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription('Choose a department to send your message.');
    await user.click(screen.getByRole('combobox', { name: /Department/ }));
    await user.click(await screen.findByRole('option', { name: 'Equipment service' }));
    expect(send).not.toHaveAttribute('aria-disabled');
    expect(overlays.get().activeDepartment).toBe('servis');
  });

  it('when sent empty, shows and links an error next to each field and focuses the first', async () => {
    const user = userEvent.setup();
    renderOverlay();
    act(() => overlays.selectDepartment('dijagnostika'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const name = screen.getByRole('textbox', { name: /Name and surname/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name and surname.');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    expect(screen.getByRole('checkbox', { name: /terms/ })).toHaveAccessibleDescription(
      'Accept the terms of use to send the message.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the bot check fails on the server, shows the alert and keeps what was typed', async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(answer(403, { error: 'bot_check_failed' }));
    renderOverlay();
    act(() => overlays.selectDepartment('dijagnostika'));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid reCAPTCHA verification.');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Please send an offer.');
    expect(overlays.get().contactVisible).toBe(true);
  });

  it('when sending fails, says so and keeps the text', async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(answer(502, { error: 'send_failed' }));
    renderOverlay();
    act(() => overlays.selectDepartment('dijagnostika'));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error sending message.');
    expect(screen.getByRole('textbox', { name: /Name and surname/ })).toHaveValue('Ana Horvat');
  });
});

describe('given a button that opens the overlay', () => {
  it('closes on Escape and gives focus back to that button', async () => {
    const user = userEvent.setup();
    render(
      <button type="button" onClick={() => overlays.openContact()}>
        Contact
      </button>,
    );
    renderOverlay();
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(overlays.get().contactVisible).toBe(false);
    expect(screen.getByRole('button', { name: 'Contact' })).toHaveFocus();
  });
});

describe('given a call to action that preselects a department', () => {
  it('sends fields and token, closes, clears, and thanks the visitor 499 ms later', async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(answer(200, { result: 'OK' }));
    act(() => overlays.openContact('servis'));
    renderOverlay();
    expect(screen.getByRole('combobox', { name: /Department/ })).toHaveTextContent(
      'Equipment service',
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(overlays.get().contactVisible).toBe(false));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/mail/send');
    expect(JSON.parse(String(init!.body))).toEqual({
      department: 'servis',
      name: 'Ana Horvat',
      email: 'ana@example.com',
      message: 'Please send an offer.',
      terms: true,
      token: 'token:contact',
    });
    expect(overlays.get()).toMatchObject({ activeDepartment: null, thankYouVisible: false });
    await waitFor(() => expect(overlays.get().thankYouVisible).toBe(true), {
      timeout: THANK_YOU_DELAY_MS + 500,
    });
    act(() => overlays.openContact());
    expect(await screen.findByRole('textbox', { name: /Name and surname/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Department/ })).toHaveTextContent(
      'Choose a department',
    );
  });
});

describe('given no site key in the page', () => {
  it('asks the server, and says in plain words that the form cannot send when it has none either', async () => {
    fetchMock.mockReturnValue(answer(200, { siteKey: null, enforced: true }));
    loadRecaptcha.mockImplementation(jest.requireActual('./recaptchaClient').loadRecaptcha);
    act(() => overlays.openContact());
    renderOverlay({});
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The form cannot send your message right now',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(/reCAPTCHA|script/);
    expect(fetchMock).toHaveBeenCalledWith('/api/verify-recaptcha', expect.anything());
  });
});

describe('given the bot check script blocked (privacy tools, hospital networks)', () => {
  beforeEach(() => {
    loadRecaptcha.mockRejectedValue(new recaptcha.RecaptchaInitError('load_failed'));
    executeRecaptcha.mockRejectedValue(new recaptcha.RecaptchaInitError('load_failed'));
    act(() => overlays.openContact());
  });

  it('says so plainly and, once a department is chosen, gives its phone and e-mail', async () => {
    const user = userEvent.setup();
    const dialog = renderOverlay();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The form cannot send your message right now');
    expect(alert).not.toHaveTextContent(/reCAPTCHA|script/);
    expect(alert).toHaveTextContent('Choose a department above to see its phone number');

    await user.click(within(dialog).getByRole('combobox', { name: /Department/ }));
    await user.click(await screen.findByRole('option', { name: 'Equipment service' }));
    expect(within(alert).getByRole('link', { name: '+385 1 000 0002' })).toHaveAttribute(
      'href',
      'tel:+38510000002',
    );
    expect(
      within(alert).getByRole('link', { name: 'servis@medivia-test.example' }),
    ).toHaveAttribute('href', 'mailto:servis@medivia-test.example');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('keeps the message and carries it, subject and body encoded, into a mailto link', async () => {
    const user = userEvent.setup();
    const dialog = renderOverlay();
    await user.click(within(dialog).getByRole('combobox', { name: /Department/ }));
    await user.click(await screen.findByRole('option', { name: 'Equipment service' }));
    await fillIn(user);
    await user.type(screen.getByRole('textbox', { name: /Message/ }), ' Thanks & regards');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(fetchMock).not.toHaveBeenCalledWith('/mail/send', expect.anything());
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Please send an offer. Thanks & regards',
    );
    const mailto = within(screen.getByRole('alert')).getByRole('link', {
      name: 'Send your message by e-mail',
    });
    const href = mailto.getAttribute('href')!;
    expect(href).toMatch(/^mailto:servis@medivia-test\.example\?subject=[^ &]+&body=[^ &]+$/);
    const params = href.split('?')[1]!.split('&');
    expect(decodeURIComponent(params[0]!.slice('subject='.length))).toBe(
      'Message from the website: Equipment service',
    );
    expect(decodeURIComponent(params[1]!.slice('body='.length))).toBe(
      'Please send an offer. Thanks & regards\r\n\r\n— Ana Horvat, ana@example.com',
    );
  });
});
