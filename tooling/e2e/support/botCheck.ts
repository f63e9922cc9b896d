import type { Page } from '@playwright/test';

/**
 * Google's bot-check script, answered as Google would (this machine is offline): `execute` gives
 * `e2e:<action>`, which the SendGrid and reCAPTCHA stand-in (mockServer.mjs) echoes back as the
 * token's action. Without it the application form finds no bot check and posts the form itself.
 */
export const answerBotCheck = (page: Page) =>
  page.route('https://www.google.com/recaptcha/api.js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = { ready: (cb) => setTimeout(cb, 0), execute: (k, o) => Promise.resolve('e2e:' + o.action) };`,
    }),
  );

/** The token a script-less client sends for an application, as the stand-in accepts it. */
export const applicationToken = 'e2e:application';
