import {
  makesLoop,
  normalizedPath,
  redirectTarget,
  sourceProblem,
  targetProblem,
  type Redirect,
} from './redirects';

describe('redirects', () => {
  describe('given the old address staff type', () => {
    it.each(['/novosti-i-dogadanja/stari-naslov', '/en/news-and-events/old', '/karijere/x/'])(
      'accepts the site path %j',
      (from) => expect(sourceProblem(from)).toBeUndefined(),
    );
    it.each([
      'novosti/stari',
      'https://www.medivia.hr/novosti',
      '//evil.example/x',
      '/novosti i dogadanja',
      '/novosti?page=2',
      '/',
    ])('refuses %j with a message that names the form', (from) => {
      expect(sourceProblem(from)).toMatch(/starts with a slash/);
    });
    it('refuses the back office and the API', () => {
      expect(sourceProblem('/admin/collections/news')).toMatch(/back office/);
      expect(sourceProblem('/api/reports')).toMatch(/back office/);
    });
    it('has no colon or comma the admin toast would split at', () => {
      for (const message of [sourceProblem('x'), sourceProblem('/admin'), targetProblem('x')]) {
        expect(message).not.toMatch(/[:,]/);
      }
    });
  });

  describe('given the new address', () => {
    it.each(['/kontakt', 'https://www.medivia.si/novice', '/'])('accepts %j', (to) =>
      expect(targetProblem(to)).toBeUndefined(),
    );
    it.each(['http://www.medivia.hr/x', 'kontakt', 'javascript:alert(1)', '//evil.example'])(
      'refuses %j',
      (to) => expect(targetProblem(to)).toMatch(/https address/),
    );
  });

  describe('when a visitor asks for a path', () => {
    const redirects: Redirect[] = [
      { from: '/novosti-i-dogadanja/a', to: '/novosti-i-dogadanja/b' },
      { from: '/novosti-i-dogadanja/b', to: '/novosti-i-dogadanja/c' },
      { from: '/x', to: '/y' },
      { from: '/y', to: '/x' },
    ];
    it('follows a chain to its end', () => {
      expect(redirectTarget(redirects, '/novosti-i-dogadanja/a/')).toBe('/novosti-i-dogadanja/c');
    });
    it('answers nothing for a path no redirect starts at', () => {
      expect(redirectTarget(redirects, '/novosti-i-dogadanja/c')).toBeUndefined();
    });
    it('stops in a loop rather than sending the visitor round', () => {
      expect(redirectTarget(redirects, '/x')).toBe('/y');
    });
  });

  describe('when staff save a redirect', () => {
    const existing: Redirect[] = [
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c' },
    ];
    it('refuses one that leads back to its own source', () => {
      expect(makesLoop(existing, { from: '/c', to: '/a' })).toBe(true);
      expect(makesLoop([], { from: '/a', to: '/a/' })).toBe(true);
    });
    it('accepts one that ends somewhere', () => {
      expect(makesLoop(existing, { from: '/d', to: '/a' })).toBe(false);
      // Changing a redirect's own target is no loop with its old self.
      expect(makesLoop(existing, { from: '/b', to: '/e' })).toBe(false);
    });
  });

  it('compares paths without their trailing slash', () => {
    expect(normalizedPath(' /vijesti/ ')).toBe('/vijesti');
    expect(normalizedPath('/')).toBe('/');
  });
});
