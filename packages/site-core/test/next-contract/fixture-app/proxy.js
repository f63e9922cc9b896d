// The market apps' proxy, for its 304 answer to this build's ETag.
export { siteProxy as proxy } from '@medivia/site-core/proxy';

export const config = {
  matcher: [{ source: '/:path*', has: [{ type: 'header', key: 'if-none-match' }] }],
};
