import { payloadNotFound } from './refusal.mts';
import type { ApiMiddleware } from './types.mts';

const wholeNumber = /^[0-9]+$/;

/**
 * The address of a document whose id is not a number (`/admin/api/news/abc`): Payload hands the id
 * to the database, which fails on it, and answers 500 "An unknown error occurred". Documents' ids are
 * numbers on SQLite and PostgreSQL alike, so such an address names no document: it answers 404, as
 * Payload answers an unknown number. Only that 500 is turned, so a named route of a collection
 * (`/users/me`) keeps whatever it answers.
 */
export const documentIds: ApiMiddleware = async (request, context, next) => {
  const response = await next(request);
  const [slug, id, ...rest] = context.path;
  if (context.api !== 'rest' || response.status !== 500 || rest.length > 0) return response;
  if (id === undefined || wholeNumber.test(id)) return response;
  const collections = (await context.config).collections;
  if (!collections.some((collection) => collection.slug === slug)) return response;
  return payloadNotFound();
};
