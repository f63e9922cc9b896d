'use client';

import { enhanceOnInteraction } from '@medivia/ui/EnhanceOnInteraction';

/**
 * The contact page's form: rendered on the server with the page, its code (react-hook-form, zod, the
 * contact catalogue, the department select) fetched when the visitor first points at, focuses or
 * types in it. Imported only by the contact page, so it is no other page's chunk either (see
 * report/ui/ReportStartIsland).
 */
export const ContactPageFormIsland = enhanceOnInteraction(() =>
  import('./ContactPageForm').then((m) => m.ContactPageForm),
);
