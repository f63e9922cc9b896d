import type { PageFragment } from '../../routing/siteContext';
import { AboutPage } from './AboutPage';
import { CareersPage } from './CareersPage';
import { CompanyInfoPage } from './CompanyInfoPage';
import { ContactPage } from './ContactPage';
import { DocumentsPage } from './DocumentsPage';
import { JobOpeningPage } from './JobOpeningPage';
import { legalPage } from './LegalPage';
import { ThankYouPage } from './ThankYouPage';

/** Routes rendered by this area's page components. */
export const companyPages: PageFragment = {
  about: AboutPage,
  companyInformation: CompanyInfoPage,
  contact: ContactPage,
  careers: CareersPage,
  jobOpening: JobOpeningPage,
  documents: DocumentsPage,
  privacyPolicy: legalPage('privacyPolicy'),
  cookiePolicy: legalPage('cookiePolicy'),
  termsOfUse: legalPage('termsOfUse'),
  videoSurveillance: legalPage('videoSurveillance'),
  thankYou: ThankYouPage,
};
