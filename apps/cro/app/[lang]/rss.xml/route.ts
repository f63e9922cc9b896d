import { site } from '../../../src/site';

// One feed per locale, written at build time; any other [lang] value is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = site.generateLocaleParams;
export const GET = site.seo.newsFeed;
