import type { PageFragment } from '../pages/types';

/** The adverse-effect report page. */
export const reportPages: PageFragment = {};
