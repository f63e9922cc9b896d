import { site } from '../../src/site';

export default site.Layout;
export const generateStaticParams = site.generateLocaleParams;
