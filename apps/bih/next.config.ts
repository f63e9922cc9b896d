import { withMarketRouting } from '@medivia/site-core/next-config';

export default withMarketRouting({ defaultLocale: 'bs', otherLocales: ['en'] });
