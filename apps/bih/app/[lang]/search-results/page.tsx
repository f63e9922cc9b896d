import { createSearch } from '@medivia/site-core';
import { site } from '../../../src/site';

// The one page that reads the query string; /pretraga?q=... is rewritten here (site-core next-config).
export const dynamic = 'force-dynamic';
const search = createSearch(site);
export default search.ResultsPage;
export const generateMetadata = search.generateMetadata;
