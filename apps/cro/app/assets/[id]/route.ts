import config from '@payload-config';
import { createAssetHandler } from '@medivia/site-core/backoffice';

// GET /assets/{id} and ?key={size}: a file of the back office's media library (spec §7).
export const GET = createAssetHandler(config);
export const runtime = 'nodejs';
