import { marketDescriptor } from '@medivia/markets';
import { withMarketRouting } from '@medivia/site-core/next-config';

export default withMarketRouting(marketDescriptor('slo'));
