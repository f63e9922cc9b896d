import { createHash } from 'node:crypto';
import {
  documentPolicy,
  inlineScriptHashes,
  thirdPartySources,
} from '../next/contentSecurityPolicy.mjs';
import {
  analyticsTagUrl,
  consentDefaultsScript,
  denyAnalytics,
  grantAnalytics,
} from './consentMode';

/** The CSP source that allows the inline defaults (no 'unsafe-inline' for scripts). */
const cspHash = `'sha256-${createHash('sha256').update(consentDefaultsScript).digest('base64')}'`;

const tagScripts = () => [
  ...document.querySelectorAll<HTMLScriptElement>(`script[src^="${analyticsTagUrl}"]`),
];
const consentCalls = () =>
  (window.dataLayer ?? [])
    .map((args) => Array.from(args as ArrayLike<unknown>))
    .filter((args) => args[0] === 'consent');

describe('Consent Mode v2', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete window.dataLayer;
    delete window.gtag;
    // What the inline <head> script does on every page.
    (0, eval)(consentDefaultsScript);
  });

  it('starts with analytics and every advertising storage denied', () => {
    expect(consentCalls()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ],
    ]);
  });

  it('loads no tag when the deployment has no measurement id', () => {
    grantAnalytics(null);
    expect(tagScripts()).toHaveLength(0);
    expect(consentCalls()).toHaveLength(1);
  });

  it('grants analytics storage only, then loads the tag of the measurement id once', () => {
    grantAnalytics('G-TEST123');
    grantAnalytics('G-TEST123');
    expect(tagScripts().map((script) => script.src)).toEqual([`${analyticsTagUrl}?id=G-TEST123`]);
    expect(consentCalls()[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  });

  it('denies analytics storage again when consent is withdrawn', () => {
    denyAnalytics();
    expect(consentCalls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });
});

describe('Consent Mode v2 on a page whose inline defaults did not run', () => {
  it('still sets the denied defaults before granting and loading the tag', () => {
    document.head.innerHTML = '';
    delete window.dataLayer;
    delete window.gtag;
    grantAnalytics('G-OTHER1');
    expect(consentCalls().map((args) => args[1])).toEqual(['default', 'update']);
    expect(tagScripts()).toHaveLength(1);
  });
});

describe('the Content-Security-Policy', () => {
  it('allows the analytics tag host and the inline defaults by their hash', () => {
    expect(thirdPartySources.script).toContain(new URL(analyticsTagUrl).origin);
    expect(thirdPartySources.connect).toContain('https://*.google-analytics.com');
    const head = `<head><script id="consent-mode-defaults">${consentDefaultsScript}</script></head>`;
    expect(documentPolicy({ hashes: inlineScriptHashes(head) })).toContain(cspHash);
  });
});
