import { expect, type APIRequestContext } from '@playwright/test';

/** The first administrator the test servers create on first start (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const administrator = {
  email: 'admin@medivia-test.example',
  password: 'test-only-staff-password-7f3a',
};

/** The back office's REST API: under /admin, so it never shadows the site's own /api. */
export const backOfficeApi = '/admin/api';

/** Signs in through the REST API and returns the header that authenticates later calls. */
export async function signIn(
  request: APIRequestContext,
  baseURL: string,
  credentials: { email: string; password: string } = administrator,
): Promise<Record<string, string>> {
  const response = await request.post(`${baseURL}${backOfficeApi}/users/login`, {
    data: credentials,
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `JWT ${token}` };
}
