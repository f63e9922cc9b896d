import { companyData, companySlug } from './globals/company/config.mts';
import { aboutPage, aboutPageSlug } from './globals/aboutPage/config.mts';
import { careersPage, careersPageSlug } from './globals/careersPage/config.mts';
import { companyFigures, figuresSlug } from './globals/figures/config.mts';
import { homePage, homePageSlug } from './globals/homePage/config.mts';
import { companySisterSites, sisterSitesSlug } from './globals/sisterSites/config.mts';
import { companySponsors, sponsorsSlug } from './globals/sponsors/config.mts';

/**
 * The company's globals, as staff find them under "Company" in the admin: its legal data, bank
 * accounts, memberships and legal notices' facts, the figures pages quote, the organisations the
 * company supports, the group companies, and the home, careers and about pages' copy. Each is one
 * form, in its folder under globals/; saving it is live within seconds.
 */

// Their slugs stay importable from here.
export {
  aboutPageSlug,
  careersPageSlug,
  companyData,
  companySlug,
  figuresSlug,
  homePageSlug,
  sisterSitesSlug,
  sponsorsSlug,
};

export const companyGlobals = () => [
  homePage(),
  companyData(),
  companyFigures(),
  companySponsors(),
  companySisterSites(),
  careersPage(),
  aboutPage(),
];
