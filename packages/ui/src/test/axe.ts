import { configureAxe } from 'jest-axe';

/**
 * axe for component tests. Components are checked in isolation, often on `document.body` so that
 * portalled content (Dialog, Select) is included; the page-level "region" rule (all content inside
 * landmarks) then fires on every story and belongs to the site's page tests instead.
 * Colour contrast cannot be computed in jsdom; it is checked on the tokens and in Storybook.
 */
export const axe = configureAxe({
  rules: {
    region: { enabled: false },
  },
});
