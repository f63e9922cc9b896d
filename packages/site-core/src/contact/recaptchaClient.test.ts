import {
  executeRecaptcha,
  loadRecaptcha,
  RecaptchaInitError,
  resetRecaptcha,
  type RecaptchaConfig,
} from './recaptchaClient';

const config: RecaptchaConfig = { siteKey: 'site key/1', version: 'v3', language: 'hr' };

const scripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]'));

/** Plays the part of Google's script arriving: defines grecaptcha, then fires load. */
function scriptLoads(grecaptcha?: Window['grecaptcha']) {
  window.grecaptcha = grecaptcha;
  scripts().at(-1)!.dispatchEvent(new Event('load'));
}

const fakeGrecaptcha = (
  execute: (key: string, options: { action: string }) => Promise<string>,
) => ({
  ready: (callback: () => void) => callback(),
  execute: jest.fn(execute),
});

async function initError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RecaptchaInitError);
  return (error as RecaptchaInitError).code;
}

beforeEach(() => {
  resetRecaptcha();
  document.head.innerHTML = '';
  delete window.grecaptcha;
});

describe('the reCAPTCHA v3 loader', () => {
  it('reports "no key provided" and loads nothing without a site key', async () => {
    expect(await initError(loadRecaptcha({ ...config, siteKey: undefined }))).toBe('no_key');
    expect(await initError(loadRecaptcha({ ...config, siteKey: '' }))).toBe('no_key');
    expect(scripts()).toHaveLength(0);
  });

  it('reports "no version provided" without a version', async () => {
    expect(await initError(loadRecaptcha({ ...config, version: undefined }))).toBe('no_version');
    expect(scripts()).toHaveLength(0);
  });

  it('loads the script once, with the site key and the page language', async () => {
    const first = loadRecaptcha(config);
    const second = loadRecaptcha(config);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toBe(
      'https://www.google.com/recaptcha/api.js?render=site%20key%2F1&hl=hr',
    );
    scriptLoads(fakeGrecaptcha(async () => 'token'));
    await expect(first).resolves.toBe(window.grecaptcha);
    await expect(second).resolves.toBe(window.grecaptcha);
  });

  it('reports "failed to load script" when the script errors, and tries again next time', async () => {
    const attempt = loadRecaptcha(config);
    scripts()[0]!.dispatchEvent(new Event('error'));
    expect(await initError(attempt)).toBe('load_failed');
    expect(scripts()).toHaveLength(0);
    const retry = loadRecaptcha(config);
    expect(scripts()).toHaveLength(1);
    scriptLoads(fakeGrecaptcha(async () => 'token'));
    await expect(retry).resolves.toBeDefined();
  });

  it('reports "failed to load script" when the script loads without defining grecaptcha', async () => {
    const attempt = loadRecaptcha(config);
    scriptLoads(undefined);
    expect(await initError(attempt)).toBe('load_failed');
  });
});

describe('executeRecaptcha', () => {
  it('returns a token for the action', async () => {
    const grecaptcha = fakeGrecaptcha(async (_key, { action }) => `token:${action}`);
    const token = executeRecaptcha(config, 'contact');
    scriptLoads(grecaptcha);
    await expect(token).resolves.toBe('token:contact');
    expect(grecaptcha.execute).toHaveBeenCalledWith('site key/1', { action: 'contact' });
  });

  it('reports "failed to execute" when execute throws or returns nothing', async () => {
    const throwing = executeRecaptcha(config, 'contact');
    scriptLoads(
      fakeGrecaptcha(async () => {
        throw new Error('Invalid site key or not loaded in api.js');
      }),
    );
    expect(await initError(throwing)).toBe('execute_failed');
    window.grecaptcha = fakeGrecaptcha(async () => '');
    resetRecaptcha();
    const empty = executeRecaptcha(config, 'contact');
    scriptLoads(window.grecaptcha);
    expect(await initError(empty)).toBe('execute_failed');
  });
});
