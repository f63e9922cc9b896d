import type { MarketConfig } from '../../market/types';

/** A market with just what the contact endpoints read; sample mailboxes on an example domain. */
export const testMarket = {
  market: 'test',
  appName: 'Medivia Test',
  siteUrl: 'https://www.medivia-test.example',
  locales: ['hr', 'en'],
  messages: {
    hr: {
      'department.dijagnostika': 'Laboratorijska dijagnostika',
      'department.servis': 'Servis medicinske opreme',
    },
    en: {
      'department.dijagnostika': 'Laboratory diagnostics',
      'department.servis': 'Equipment service',
    },
  },
  departments: {
    dijagnostika: { mail: 'dijagnostika@medivia-test.example', tel: '+385 1 000 0012' },
    servis: {
      mail: 'servis@medivia-test.example',
      mail2: 'servis-dezurni@medivia-test.example',
      tel: '+385 1 000 0022',
    },
  },
  routeDepartments: { diagnostics: 'dijagnostika', equipmentService: 'nepostojeca' },
  defaultMailFrom: 'web@medivia-test.example',
} as unknown as MarketConfig;

export const validMessage = {
  department: 'dijagnostika',
  name: 'Ana Horvat',
  email: 'ana.horvat@example.com',
  message: 'Molim ponudu za analizatore.\nHvala!',
  terms: true,
  token: 'token:contact',
};

/** A same-origin JSON POST as the browser sends it. */
export function jsonPost(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Request {
  return new Request(`http://127.0.0.1:3100${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://127.0.0.1:3100',
      host: '127.0.0.1:3100',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.7',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
