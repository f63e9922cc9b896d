import { z } from 'zod';

/*
 * Zod 4 probes `Function("")` once to decide whether to compile its parsers. Our Content-Security-Policy
 * forbids eval, so in the browser that probe is blocked and reported as a CSP violation on every page
 * with a form (and counted by Lighthouse's best-practices audit). Interpreted parsing is fast enough
 * for forms and content files, so the probe is switched off for every schema of the site.
 */
z.config({ jitless: true });

export { z };
