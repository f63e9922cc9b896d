import { site } from '../../src/site';

export default site.locales.en.Page;
export const generateMetadata = site.locales.en.generateMetadata;
