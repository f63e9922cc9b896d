// The start script's first step (package.json "start"): the configuration checked before
// `next start` listens, so a refused one ends with exit code 1 and one line naming the problem
// (`next start` would listen first and answer 500s). site-core's startup/startupCheck.mts.
import { preflight } from '@medivia/site-core/startup';

await preflight();
