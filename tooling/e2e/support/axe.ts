import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets of the quality budget: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The whole page's violations as readable lines (`what: rule (targets)`), empty when axe finds nothing. */
export async function axeViolations(page: Page, what: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return violations.map(
    (v) => `${what}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
