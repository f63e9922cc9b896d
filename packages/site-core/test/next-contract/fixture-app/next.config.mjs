// The seam exactly as the market apps use it (package self-reference: this folder has no package.json).
import { withMarketRouting } from '@medivia/site-core/next-config';

export default withMarketRouting({ defaultLocale: 'hr', locales: ['hr', 'en'] });
