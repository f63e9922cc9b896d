import { withPayload } from '@payloadcms/next/withPayload';
import { marketDescriptor } from '@medivia/markets';
import { withClientHintsInBackOffice, withMarketRouting } from '@medivia/site-core/next-config';

export default withClientHintsInBackOffice(withPayload(withMarketRouting(marketDescriptor('bih'))));
