import type { RouteName } from '../routing/routeTable';
import { GenericPage } from './GenericPage';
import { HomePage } from './home/HomePage';
import { companyPages } from './company';
import { newsPages } from './news';
import { portfolioPages } from './portfolio';
import { reportPages } from '../report/pages';
import { searchPages } from '../search/pages';
import type { PageComponent, PageFragment } from '../routing/siteContext';

export type { PageComponent } from '../routing/siteContext';

/** Which component renders each route; routes without an entry render their heading and lead. */
export const pageRegistry: PageFragment = {
  home: HomePage,
  ...portfolioPages,
  ...companyPages,
  ...newsPages,
  ...reportPages,
  ...searchPages,
};

export function pageFor(name: RouteName): PageComponent {
  return pageRegistry[name] ?? GenericPage;
}
