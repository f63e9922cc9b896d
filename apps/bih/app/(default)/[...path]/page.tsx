import { site } from '../../../src/site';

export default site.defaultLocale.Page;
export const generateStaticParams = site.defaultLocale.generateStaticParams;
export const generateMetadata = site.defaultLocale.generateMetadata;
export const dynamicParams = false;
