import { site } from '../../../src/site';

export default site.locales.en.Page;
export const generateStaticParams = site.locales.en.generateStaticParams;
export const generateMetadata = site.locales.en.generateMetadata;
export const dynamicParams = false;
