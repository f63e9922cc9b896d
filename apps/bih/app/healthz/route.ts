import config from '@payload-config';
import { createHealthHandler } from '@medivia/site-core/backoffice';

// GET /healthz for load balancers: 200 when this instance takes writes, 503 when it cannot.
export const GET = createHealthHandler(config);
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
