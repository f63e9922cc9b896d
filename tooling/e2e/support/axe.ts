import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets of the quality budget: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * One configuration for every scan. (Not `resultTypes: ['violations']`: it is faster but loses
 * violations, e.g. target-size's, whose check reads other nodes' results.)
 */
const axeFor = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(axeTags)
    // A page of one frame is scanned with a single axe.run in it. The default (runPartial in each
    // frame, then finishRun in a blank page opened for it) matters only for pages with frames, which
    // keep it; for one frame both give the same results, and the blank page costs each scan a tab.
    .setLegacyMode(page.frames().length === 1);

/**
 * The whole page's violations as readable lines (`what: rule (targets)`), empty when axe finds nothing.
 * `within` narrows the scan to one part of the page (a selector), e.g. a custom view inside Payload's
 * admin, whose own frame is Payload's to fix.
 */
export async function axeViolations(page: Page, what: string, within?: string): Promise<string[]> {
  const builder = axeFor(page);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations.map(
    (v) => `${what}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
