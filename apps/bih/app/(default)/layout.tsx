import { site } from '../../src/site';

export default site.defaultLocale.Layout;
