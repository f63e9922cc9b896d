import { createDraftPreview } from '@medivia/site-core/backoffice/preview';
import config from '../../../../../payload.config';
import { content } from '../../../../../src/content';
import { market } from '../../../../../src/market';
import { site } from '../../../../../src/site';

// A draft in the site's design for signed-in staff (the admin's Preview button); 404 for anybody else.
const preview = createDraftPreview({ config, content, site, market });

export const dynamic = 'force-dynamic';
export default preview.Page;
export const generateMetadata = preview.generateMetadata;
