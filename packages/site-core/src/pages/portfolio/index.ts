import { areaContent, brandContent } from '../../content/portfolio';
import { brandPageRoutes } from '../../schema/brandPages';
import type { RouteName } from '../../routing/routeTable';
import type { PageComponent, PageFragment } from '../../routing/siteContext';
import { AreaPage } from './AreaPage';
import { BackOfficeBrandPage, BrandPage } from './BrandPage';
import { SectionOverviewPage } from './SectionOverviewPage';

const register = (names: RouteName[], component: PageComponent): PageFragment =>
  Object.fromEntries(names.map((name) => [name, component]));

/**
 * Routes rendered by this area's page components: the two overviews, every department, service and
 * brand with a content module, and the brand pages written in the back office.
 */
export const portfolioPages: PageFragment = {
  ...register(['departments', 'services'], SectionOverviewPage),
  ...register(Object.keys(areaContent) as RouteName[], AreaPage),
  ...register(Object.keys(brandContent) as RouteName[], BrandPage),
  ...register(Object.values(brandPageRoutes), BackOfficeBrandPage),
};
