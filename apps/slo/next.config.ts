import { withMarketRouting } from '@medivia/site-core/next-config';

export default withMarketRouting({ defaultLocale: 'sl', otherLocales: ['en'] });
