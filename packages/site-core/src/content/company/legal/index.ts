import type { RouteName } from '../../../routing/routeTable';
import { cookiesCopy, cookiesModules } from './cookies';
import { privacyCopy, privacyModules } from './privacy';
import { termsCopy, termsModules } from './terms';
import { videoCopy, videoModules } from './video';

/** The legal routes, in the order their pages link to each other. */
export const legalRoutes = [
  'pravila-privatnosti',
  'cookies',
  'uvjeti-koristenja',
  'video-nadzor',
] as const satisfies readonly RouteName[];
export type LegalRoute = (typeof legalRoutes)[number];

/** Each legal route's copy and the content folder it comes from (named in error messages). */
export const legalCopy = {
  'pravila-privatnosti': { folder: 'legal/privacy', copy: privacyCopy, modules: privacyModules },
  cookies: { folder: 'legal/cookies', copy: cookiesCopy, modules: cookiesModules },
  'uvjeti-koristenja': { folder: 'legal/terms', copy: termsCopy, modules: termsModules },
  'video-nadzor': { folder: 'legal/video', copy: videoCopy, modules: videoModules },
} satisfies Record<LegalRoute, unknown>;
