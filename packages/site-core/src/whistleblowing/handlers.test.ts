/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestMarket } from '../testing/testMarket';
import { createWhistleblowingHandlers } from './handlers';
import { channelLimits, newChallenge, solveChallenge } from './limits';
import { WhistleblowingStore } from './store';

/* The reporter's endpoints as the app's route handlers call them, on a temporary channel store. */

const market = {
  ...createTestMarket(),
  whistleblowing: {
    handler: {
      role: { en: 'The confidential person' },
      email: 'cp@example.test',
      phone: '+385 1 000',
      postalAddress: 'Street 1, City',
    },
    law: { en: 'The Act' },
    feedbackPeriod: { months: 3 },
    externalChannels: [
      {
        name: { en: 'The Ombudsman' },
        url: 'https://ombudsman.example',
        about: { en: 'external' },
      },
    ],
    retentionDays: 365,
  },
};
const base = 'http://127.0.0.1:3100';

describe('the reporter’s endpoints', () => {
  let dir: string;
  let store: WhistleblowingStore;
  let handlers: ReturnType<typeof createWhistleblowingHandlers>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'wb-handlers-'));
    store = await WhistleblowingStore.connect({ dataDir: dir });
    await store.setUpChannel(
      market.market,
      { id: '1', email: 'cp@example.test' },
      'desk password 1',
    );
    handlers = createWhistleblowingHandlers(market, {
      store: async () => store,
      limits: channelLimits(),
    });
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // As a browser posts the page's form: the page sends no referrer, so its Origin is "null".
  const formPost = (url: string, form: FormData, site = 'same-origin') =>
    new Request(`${base}${url}`, {
      method: 'POST',
      body: form,
      headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': site, origin: 'null' },
    });

  it('serves the page privately, with the form, the receipt box and the external channels', async () => {
    const response = await handlers.page(new Request(`${base}/x`), {
      params: Promise.resolve({ locale: 'en' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).toContain('action="/api/whistleblowing"');
    expect(html).toContain('action="/api/whistleblowing/inbox"');
    expect(html).toContain('https://ombudsman.example');
    expect(html).not.toMatch(/<script[^>]+src=|https:\/\/(?!ombudsman)/);
    const unknown = await handlers.page(new Request(`${base}/x`), {
      params: Promise.resolve({ locale: 'xx' }),
    });
    expect(unknown.status).toBe(404);
  });

  it('answers a form posted without scripts with the receipt page, and its receipt opens the inbox', async () => {
    const form = new FormData();
    form.set('locale', 'en');
    form.set('subject', 'Antedated invoices');
    form.set('text', 'The invoices of March are antedated.');
    form.append('files', new File([], ''));
    const response = await handlers.report(formPost('/api/whistleblowing', form));
    expect(response.status).toBe(200);
    const html = await response.text();
    const receipt = /data-receipt>(\d{4} \d{4} \d{4} \d{4})</.exec(html)![1]!;

    const open = new FormData();
    open.set('receipt', receipt);
    const inbox = await handlers.inbox(formPost('/api/whistleblowing/inbox', open));
    expect(inbox.status).toBe(200);
    expect(await inbox.text()).toContain('Antedated invoices');

    const json = await handlers.inbox(
      new Request(`${base}/api/whistleblowing/inbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ receipt: '0000000000000000' }),
      }),
    );
    expect(json.status).toBe(404);
  });

  it('refuses a form another site posts', async () => {
    const form = new FormData();
    form.set('subject', 'S');
    form.set('text', 'T');
    expect(
      (await handlers.report(formPost('/api/whistleblowing', form, 'cross-site'))).status,
    ).toBe(403);
  });

  it('asks every other client for the proof of work, and refuses the honeypot', async () => {
    const post = (body: Record<string, unknown>) =>
      handlers.report(
        new Request(`${base}/api/whistleblowing`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ subject: 'S', text: 'T', locale: 'en', ...body }),
        }),
      );
    expect((await post({})).status).toBe(403);
    const challenge = newChallenge();
    expect((await post({ challenge, proof: '1' })).status).toBe(403);
    const created = await post({ challenge, proof: solveChallenge(challenge) });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      receipt: expect.stringMatching(/^\d{16}$/),
      reference: expect.stringMatching(/^WB-/),
    });
    expect(
      (await post({ challenge, proof: solveChallenge(challenge), website: 'http://spam' })).status,
    ).toBe(400);
  });

  it('refuses a file that is not of an accepted kind, in the reporter’s language', async () => {
    const form = new FormData();
    form.set('locale', 'hr');
    form.set('subject', 'S');
    form.set('text', 'T');
    form.append('files', new File([Buffer.from('MZ program')], 'tool.exe'));
    // The five reports above used this address's allowance (CONTACT_RATE_LIMIT, 5 by default).
    expect((await handlers.report(formPost('/api/whistleblowing', form))).status).toBe(429);
    const fresh = createWhistleblowingHandlers(market, {
      store: async () => store,
      limits: channelLimits(),
    });
    const response = await fresh.report(formPost('/api/whistleblowing', form));
    expect(response.status).toBe(415);
    expect(await response.text()).toContain('Datoteku ne možemo primiti');
  });
});
