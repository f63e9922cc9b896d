import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated its header. A click on a button before that does
 * nothing (or follows the no-JavaScript fallback), which makes a test depend on the machine's speed.
 * React marks each hydrated element with its props; the header's buttons are hydrated with the page.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => {
    const button = document.querySelector('header button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
  return response;
}

/** Next's client scripts, for tests that hold them back or block them to see the page before hydration. */
export const nextScripts = (url: URL) =>
  url.pathname.startsWith('/_next/') && url.pathname.endsWith('.js');
