import config from '@payload-config';
import * as routes from '@payloadcms/next/routes';
import { backOfficeApi } from '@medivia/site-core/backoffice/api';

// Payload's GraphQL API behind the site's checks (site-core backoffice/api).
const { graphql } = backOfficeApi(config, routes);

export const POST = graphql.POST;
export const OPTIONS = graphql.OPTIONS;
