import { site } from '../src/site';

export default site.seo.robots;
