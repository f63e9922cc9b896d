import { seamFlags } from './seamFlags.mjs';

describe('seamFlags', () => {
  it('switches everything on when nothing is set, as the sites run', () => {
    expect(seamFlags({})).toEqual({
      scriptsAfterPaint: true,
      earlyClicks: true,
      asciiPages: true,
      distDir: undefined,
      standalone: false,
      development: false,
      building: false,
    });
  });

  it('switches each one off by its own variable', () => {
    expect(seamFlags({ SITE_SCRIPTS_AFTER_PAINT: 'off' })).toMatchObject({
      scriptsAfterPaint: false,
      earlyClicks: true,
      asciiPages: true,
    });
    expect(seamFlags({ SITE_EARLY_CLICKS: '0' }).earlyClicks).toBe(false);
    expect(seamFlags({ SITE_ASCII_PAGES: 'false' }).asciiPages).toBe(false);
    expect(seamFlags({ NEXT_DIST_DIR: '.next-secrets' }).distDir).toBe('.next-secrets');
    expect(seamFlags({ NEXT_OUTPUT: 'standalone' }).standalone).toBe(true);
    expect(seamFlags({ NODE_ENV: 'development' }).development).toBe(true);
    expect(seamFlags({ NEXT_PHASE: 'phase-production-build' }).building).toBe(true);
    expect(seamFlags({ NEXT_PHASE: 'phase-production-server' }).building).toBe(false);
  });

  it('fails on a value that is neither on nor off, naming the variable', () => {
    expect(() => seamFlags({ SITE_ASCII_PAGES: 'no' })).toThrow(/SITE_ASCII_PAGES/);
  });
});

describe('SITE_EARLY_CLICKS', () => {
  const headScriptIds = () => {
    let ids: string[] = [];
    jest.isolateModules(() => {
      const { headScripts } = jest.requireActual<{ headScripts: { id: string }[] }>(
        '../layout/headScripts',
      );
      ids = headScripts.map(({ id }) => id);
    });
    return ids;
  };
  afterEach(() => delete process.env.SITE_EARLY_CLICKS);

  it('keeps the early-click script in the layout head by default, and takes it out when off', () => {
    expect(headScriptIds()).toContain('early-click');
    process.env.SITE_EARLY_CLICKS = 'off';
    expect(headScriptIds()).toEqual([
      'consent-mode-defaults',
      'consent-boot',
      'consent-answer',
      'webfont-boot',
    ]);
  });
});
