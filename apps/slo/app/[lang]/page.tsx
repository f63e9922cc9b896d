import { site } from '../../src/site';

export default site.Page;
export const generateMetadata = site.generateMetadata;
