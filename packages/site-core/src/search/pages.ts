import type { PageFragment } from '../routing/siteContext';
import { EmptySearchPage } from './SearchPage';

/** The prerendered search page without a query; queries go to the app's dynamic search-results route. */
export const searchPages: PageFragment = { search: EmptySearchPage };
