import { createHash } from 'node:crypto';
import { documentPolicy, inlineScriptHashes, resourcePolicy } from './contentSecurityPolicy.mjs';

const sha = (body: string) => createHash('sha256').update(body).digest('base64');

describe('inlineScriptHashes', () => {
  it('hashes every executable inline script exactly as the browser sees its text', () => {
    const flight = 'self.__next_f.push([1,"a\\u003cb"])';
    const consent = "gtag('consent','default',{analytics_storage:'denied'})";
    const html = `<script>${flight}</script><script type="text/javascript">${consent}</script><script id="_R_">x()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha(flight), sha(consent), sha('x()')]);
  });

  it('skips external scripts and data blocks, and lists a repeated script once', () => {
    const html =
      '<script src="/_next/static/a.js" async=""></script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script>a()</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()')]);
  });
});

describe('documentPolicy', () => {
  it('allows inline scripts only by hash or nonce, never unsafe-inline or unsafe-eval', () => {
    const policy = documentPolicy({ hashes: ['abc='], nonce: 'n0' });
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toContain("'sha256-abc='");
    expect(scriptSrc).toContain("'nonce-n0'");
    expect(scriptSrc).not.toMatch(/unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('lets reCAPTCHA run and frame (the contact form)', () => {
    const policy = documentPolicy();
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  });

  it("lets the site's own origin frame a draft's preview, and nothing else frame any page", () => {
    const ancestors = (policy: string) =>
      policy.split('; ').filter((d) => d.startsWith('frame-ancestors'));
    expect(ancestors(documentPolicy({ nonce: 'n0', framedBySameOrigin: true }))).toEqual([
      "frame-ancestors 'self'",
    ]);
    expect(ancestors(documentPolicy({ nonce: 'n0' }))).toEqual(["frame-ancestors 'none'"]);
    expect(ancestors(documentPolicy({ hashes: ['abc='] }))).toEqual(["frame-ancestors 'none'"]);
  });

  it('gives non-documents nothing to load', () => {
    expect(resourcePolicy).toMatch(/^default-src 'none'/);
  });
});
