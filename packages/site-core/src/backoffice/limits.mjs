// @ts-check
// Plain JavaScript: next.config (src/next/nextConfig.mjs) reads the proxy's body size from here too.

/**
 * The largest file staff may upload to the media library (the largest are print-quality PDFs). Payload
 * refuses a larger one while it arrives; the proxy refuses it by its Content-Length before anything is
 * read, since Next's proxy would otherwise pass on only the first part of a larger body.
 */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * What the proxy lets through to the back office whole (`proxyClientMaxBodySize`): the largest upload
 * and its multipart framing. A larger body is answered 413 by the proxy.
 */
export const MAX_BACK_OFFICE_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
