import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The rule sets of the quality budget: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/*
 * The axe-core that @axe-core/playwright runs (resolved from it, so the two never differ), minified:
 * 0.65 MB to send and compile in each page instead of axe.js's 1.5 MB with its comments.
 */
const axeCore = dirname(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core'));
const axeSource = readFileSync(join(axeCore, 'axe.min.js'), 'utf8');

/**
 * One frame's scan, run in the page: axe is put in once per document (AxeBuilder's legacy mode puts
 * it in twice per scan, about a third of each scan's time) and run over the document or one part.
 * Frames need axe in each frame and its results joined (runPartial/finishRun), which AxeBuilder does.
 */
async function scanOneFrame(page: Page, within: string | undefined): Promise<AxeResults> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axeSource);
  return page.evaluate(
    ({ within, tags }) => {
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<AxeResults> };
      };
      return axe.run(within ?? document, { runOnly: { type: 'tag', values: tags } });
    },
    { within, tags: axeTags },
  );
}

/**
 * The whole page's violations as readable lines (`what: rule (targets)`), empty when axe finds nothing.
 * `within` narrows the scan to one part of the page (a selector), e.g. a custom view inside Payload's
 * admin, whose own frame is Payload's to fix.
 */
export async function axeViolations(page: Page, what: string, within?: string): Promise<string[]> {
  const { violations } =
    page.frames().length === 1
      ? await scanOneFrame(page, within)
      : await (
          within
            ? new AxeBuilder({ page }).withTags(axeTags).include(within)
            : new AxeBuilder({ page }).withTags(axeTags)
        ).analyze();
  return violations.map(
    (v) => `${what}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
