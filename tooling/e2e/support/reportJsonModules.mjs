// Lets Node load the apps' and site-core's `import x from './messages.json'` (written for bundlers,
// without `with { type: 'json' }`) when Playwright runs the e2e support code as native ESM.
// Use: NODE_OPTIONS="--import=./support/reportJsonModules.mjs" npx playwright test tests/report
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function load(url, context, nextLoad) {
      if (url.endsWith('.json') && !context.importAttributes?.type) {
        return nextLoad(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
      }
      return nextLoad(url, context);
    }
  `)}`,
);
