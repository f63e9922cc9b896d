import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildEntityTag, matchesEntityTag } from './pageValidator.mjs';

describe('buildEntityTag', () => {
  it("is the build's ID as a weak tag", () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'build-'));
    writeFileSync(path.join(distDir, 'BUILD_ID'), 'H3UKRcm331Uy3sIlRaIY2\n');
    expect(buildEntityTag(distDir)).toBe('W/"H3UKRcm331Uy3sIlRaIY2"');
  });

  it('is null without a build, so no page carries a tag and nothing is answered 304', () => {
    expect(buildEntityTag(path.join(tmpdir(), 'no-such-build'))).toBeNull();
  });
});

describe('matchesEntityTag', () => {
  const tag = 'W/"H3UKRcm331Uy3sIlRaIY2"';

  it('matches the tag a browser sends back', () => {
    expect(matchesEntityTag(tag, tag)).toBe(true);
  });

  it('compares weakly: a cache that dropped the W/ still matches', () => {
    expect(matchesEntityTag('"H3UKRcm331Uy3sIlRaIY2"', tag)).toBe(true);
  });

  it('finds the tag in a list', () => {
    expect(matchesEntityTag('"abc", W/"H3UKRcm331Uy3sIlRaIY2" ', tag)).toBe(true);
  });

  it("does not match another build's tag", () => {
    expect(matchesEntityTag('W/"an-earlier-build"', tag)).toBe(false);
    expect(matchesEntityTag('W/"H3UKRcm331Uy3sIlRaIY"', tag)).toBe(false);
  });

  it('does not take * or a missing header or build as a match', () => {
    expect(matchesEntityTag('*', tag)).toBe(false);
    expect(matchesEntityTag(null, tag)).toBe(false);
    expect(matchesEntityTag('', tag)).toBe(false);
    expect(matchesEntityTag(tag, null)).toBe(false);
  });
});
