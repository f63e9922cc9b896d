import { site } from '../../../src/site';

// One index per locale, written at build time from the pages' own content; any other [lang] is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = site.generateLocaleParams;
export const GET = site.search.indexHandler;
