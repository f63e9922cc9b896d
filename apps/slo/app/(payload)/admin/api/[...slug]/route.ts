import config from '@payload-config';
import * as routes from '@payloadcms/next/routes';
import { backOfficeApi } from '@medivia/site-core/backoffice/api';

// Payload's REST API behind the site's checks (site-core backoffice/api).
const { rest } = backOfficeApi(config, routes);

export const GET = rest.GET;
export const POST = rest.POST;
export const DELETE = rest.DELETE;
export const PATCH = rest.PATCH;
export const PUT = rest.PUT;
export const OPTIONS = rest.OPTIONS;
