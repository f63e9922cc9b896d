import type { PageFragment } from '../pages/types';
import { ReportPage } from './ui/ReportPage';

/** The adverse-effect report page. */
export const reportPages: PageFragment = { report: ReportPage };
