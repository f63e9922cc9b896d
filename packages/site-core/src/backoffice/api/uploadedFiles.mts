import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { SanitizedConfig } from 'payload';
import { payloadNotFound } from './refusal.mts';

/**
 * The Content-Security-Policy of an uploaded file opened on its own: a document that may draw and
 * nothing more. An SVG (or any XML, which a browser renders as SVG by its namespace) could otherwise
 * run script on this site's origin; `sandbox` gives it an opaque origin even if a script slipped
 * past Payload's upload check. Raster images get it too (harmless); a PDF does not, because Chromium
 * refuses to show a sandboxed PDF, and its viewer runs a PDF's scripts apart from the site anyway.
 */
export const UPLOADED_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The policy an uploaded file of this type is served with, or none (a PDF). */
export function uploadedFilePolicy(contentType: string | null): string | null {
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return essence === 'application/pdf' ? null : UPLOADED_FILE_POLICY;
}

async function missingOnDisk(staticDir: string, filename: string): Promise<boolean> {
  try {
    await stat(path.join(path.resolve(staticDir), path.basename(filename)));
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** The part of the API seam's context this middleware reads (backoffice/api, ApiRequestContext). */
interface FileRequestContext {
  api: 'rest' | 'graphql';
  path: readonly string[];
  config: Promise<SanitizedConfig> | SanitizedConfig;
}

/**
 * GET /admin/api/{upload collection}/file/{name} (Payload's file route, which also serves the image
 * sizes' files): the file answers with the sandbox policy whatever query it was asked with, and a
 * file gone from the disk (a document whose file was removed) answers 404, where Payload says 500.
 * Next's admin policy (next/nextConfig.mjs) leaves this route out, since a header set there would win.
 */
export async function uploadedFiles(
  request: Request,
  { api, path: segments, config }: FileRequestContext,
  next: (request: Request) => Promise<Response>,
): Promise<Response> {
  const [slug, route, filename] = segments;
  const isFileRoute = api === 'rest' && segments.length === 3 && route === 'file';
  if (!isFileRoute || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return next(request);
  }
  const staticDir = (await config).collections.find((collection) => collection.slug === slug)
    ?.upload?.staticDir;
  if (!staticDir) return next(request);

  const response = await next(request);
  if (response.status === 500 && (await missingOnDisk(staticDir, filename!))) {
    await response.body?.cancel();
    return payloadNotFound();
  }
  if (response.status !== 200 && response.status !== 206) return response;
  const headers = new Headers(response.headers);
  const policy = uploadedFilePolicy(headers.get('content-type'));
  if (policy) headers.set('content-security-policy', policy);
  headers.set('x-content-type-options', 'nosniff');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
