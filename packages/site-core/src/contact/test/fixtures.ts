import { createTestMarket } from '../../testing/testMarket';

/** The test market with the service department's full Croatian name, as the mail subjects quote it. */
export const contactMarket = createTestMarket((base) => ({
  messages: {
    ...base.messages,
    hr: { ...base.messages?.hr, 'department.servis': 'Servis medicinske opreme' },
  },
}));

export const validMessage = {
  department: 'diagnostics',
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
