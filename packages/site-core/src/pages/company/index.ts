import type { PageFragment } from '../types';
import { AboutPage } from './AboutPage';
import { CareersPage } from './CareersPage';
import { CompanyInfoPage } from './CompanyInfoPage';
import { DocumentsPage } from './DocumentsPage';
import { legalPage } from './LegalPage';
import { ThankYouPage } from './ThankYouPage';

/** Routes rendered by this area's page components. */
export const companyPages: PageFragment = {
  'o-nama': AboutPage,
  'o-nama-podaci-o-tvrtki': CompanyInfoPage,
  karijere: CareersPage,
  file: DocumentsPage,
  'pravila-privatnosti': legalPage('pravila-privatnosti'),
  cookies: legalPage('cookies'),
  'uvjeti-koristenja': legalPage('uvjeti-koristenja'),
  'video-nadzor': legalPage('video-nadzor'),
  hvala: ThankYouPage,
};
