import { site } from '../../src/site';

export default site.defaultLocale.Page;
export const generateMetadata = site.defaultLocale.generateMetadata;
