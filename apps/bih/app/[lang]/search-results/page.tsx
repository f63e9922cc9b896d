import { site } from '../../../src/site';

// The one page that reads the query string; /pretraga?q=... is rewritten here (site-core next-config).
export const dynamic = 'force-dynamic';
export default site.search.ResultsPage;
export const generateMetadata = site.search.generateMetadata;
