import { withPayload } from '@payloadcms/next/withPayload';
import { marketDescriptor } from '@medivia/markets';
import { withMarketRouting } from '@medivia/site-core/next-config';

export default withPayload(withMarketRouting(marketDescriptor('slo')));
