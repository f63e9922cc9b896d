import { site } from '../../src/site';

export default site.locales.en.NotFound;
