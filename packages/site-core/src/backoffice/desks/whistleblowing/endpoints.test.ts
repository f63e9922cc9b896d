/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Endpoint } from 'payload';
import { WhistleblowingStore } from '../../../whistleblowing/store';
import { deskCaller, type DeskBody } from '../shared/testing/deskCalls';
import { whistleblowingDeskEndpoints } from './endpoints.mts';
import { forget } from './keyring.mts';

/* The whistleblowing desk's endpoints called as Payload calls them, on a temporary channel store. */

const roles = {
  administrator: { id: 1, email: 'admin@medivia.example', role: 'administrator' },
  editor: { id: 2, email: 'editor@medivia.example', role: 'editor' },
  hr: { id: 3, email: 'hr@medivia.example', role: 'hr' },
  pharmacovigilance: { id: 4, email: 'safety@medivia.example', role: 'pharmacovigilance' },
  person: { id: 5, email: 'cp@medivia.example', role: 'confidential-person' },
};
type Role = keyof typeof roles;
const settings = { feedbackPeriod: { days: 90 }, retentionDays: 365 } as never;

describe('the whistleblowing desk endpoints', () => {
  let dir: string;
  let store: WhistleblowingStore;
  let endpoints: Endpoint[];
  let reference: string;
  const caller = deskCaller(() => endpoints, Object.values(roles));
  const call = (method: 'get' | 'post', url: string, role: Role | null, body?: DeskBody) =>
    caller(method, url, role ? roles[role] : null, body);

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'wb-desk-'));
    store = await WhistleblowingStore.connect({ dataDir: dir });
    endpoints = whistleblowingDeskEndpoints({
      market: 'cro',
      store: async () => store,
      settings: async () => settings,
    });
    forget(String(roles.person.id));
    const setUp = await call('post', '/wb/keys/setup', 'person', {
      json: { password: 'desk password 1' },
    });
    expect(setUp.status).toBe(201);
    forget(String(roles.person.id));
    ({ reference } = await store.submit({
      market: 'cro',
      locale: 'hr',
      subject: 'Naslov',
      text: 'Opis nepravilnosti',
      meetingRequested: false,
      files: [],
      via: 'web',
    }));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses every role but confidential-person, administrators included', async () => {
    for (const url of ['/wb/cases', `/wb/cases/${reference}`, '/wb/keys', '/wb/audit']) {
      expect((await call('get', url, null)).status).toBe(401);
      for (const role of ['administrator', 'editor', 'hr', 'pharmacovigilance'] as const)
        expect([role, url, (await call('get', url, role)).status]).toEqual([role, url, 403]);
    }
    expect((await call('post', '/wb/keys/recover', 'administrator', { json: {} })).status).toBe(
      403,
    );
    const list = await call('get', '/wb/cases', 'person');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const { cases } = (await list.json()) as {
      cases: { reference: string; acknowledgeBy: string }[];
    };
    expect(cases.map((item) => item.reference)).toEqual([reference]);
  });

  it('opens a case only once the person unlocked the channel’s key with their password', async () => {
    expect((await call('get', `/wb/cases/${reference}`, 'person')).status).toBe(423);
    expect(
      (await call('post', '/wb/keys/unlock', 'person', { json: { password: 'not the password' } }))
        .status,
    ).toBe(403);
    expect(
      (await call('post', '/wb/keys/unlock', 'person', { json: { password: 'desk password 1' } }))
        .status,
    ).toBe(200);
    const opened = await call('get', `/wb/cases/${reference}`, 'person');
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ text: 'Opis nepravilnosti', status: 'received' });
    const closing = await call('post', `/wb/cases/${reference}/status`, 'person', {
      json: { status: 'closed' },
    });
    expect(closing.status).toBe(400);
    const closed = await call('post', `/wb/cases/${reference}/status`, 'person', {
      json: { status: 'closed', outcome: 'forwarded' },
    });
    expect(await closed.json()).toMatchObject({ status: 'closed', outcome: 'forwarded' });
    const csv = await call('get', `/wb/statistics?year=${new Date().getUTCFullYear()}`, 'person');
    expect(await csv.text()).toMatch(/^market,year,received,anonymous,.*\ncro,\d{4},1,1,/);
  });
});
