import type { PageFragment } from '../routing/siteContext';
import { ReportPage } from './ui/ReportPage';

/** The adverse-effect report page. */
export const reportPages: PageFragment = { report: ReportPage };
