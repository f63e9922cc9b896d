import type { LegalRoute } from '../../content/company/legal';
import { cookiesCopy, cookiesModules } from './cookies';
import { privacyCopy, privacyModules } from './privacy';
import { termsCopy, termsModules } from './terms';
import { videoCopy, videoModules } from './video';

/** Each legal route's copy and the seed folder it comes from (named in error messages). */
export const legalCopy = {
  privacyPolicy: { folder: 'legal/privacy', copy: privacyCopy, modules: privacyModules },
  cookiePolicy: { folder: 'legal/cookies', copy: cookiesCopy, modules: cookiesModules },
  termsOfUse: { folder: 'legal/terms', copy: termsCopy, modules: termsModules },
  videoSurveillance: { folder: 'legal/video', copy: videoCopy, modules: videoModules },
} satisfies Record<LegalRoute, unknown>;
