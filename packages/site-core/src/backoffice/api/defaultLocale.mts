import type { ApiMiddleware } from './types.mts';

/**
 * A REST read without `?locale=` reads the market's default locale, as the admin does.
 * Payload 3.90 leaves the request's locale unset then, and a `where` over a localized field (e.g.
 * `?where[title][equals]=x`) fails with a 500 instead of answering.
 */
export const defaultLocale: ApiMiddleware = async (request, context, next) => {
  if (context.api !== 'rest' || (request.method !== 'GET' && request.method !== 'HEAD'))
    return next(request);
  const url = new URL(request.url);
  if (url.searchParams.has('locale')) return next(request);
  const { localization } = await context.config;
  if (!localization) return next(request);
  url.searchParams.set('locale', localization.defaultLocale);
  return next(new Request(url, { method: request.method, headers: request.headers }));
};
