import { site } from '../../../src/site';

export default site.Page;
export const generateStaticParams = site.generatePathParams;
export const generateMetadata = site.generateMetadata;
// Unknown paths render the localized 404 on demand; every known path is prerendered.
export const dynamicParams = true;
