import { site } from '../../src/site';

// Written at build time and anew after each publish in the back office (the page cache compares its
// content revision).
export const dynamic = 'force-static';
export const GET = site.seo.sitemap;
