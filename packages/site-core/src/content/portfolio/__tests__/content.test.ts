/** @jest-environment node */
import { locales } from '../../../i18n/locales';
import { childRoutes, routeNames, routeTable, type RouteName } from '../../../routing/routeTable';
import { areaContent, brandContent, parseAreaModule, parseBrandModule } from '..';
import { areaRoutes } from '../areaRoutes';
import { fixedBrandRoutes } from '../brandRoutes';
import { areaModules } from '../areas';
import { brandModules } from '../brands';
import type { AreaContent } from '../../../schema/portfolio';
import { brandCopies } from '../../../seed/portfolio';

describe('portfolio content modules', () => {
  it.each(Object.entries(areaModules))('areas/%s.ts parses with the area schema', (file, data) => {
    expect(() => parseAreaModule(`content/portfolio/areas/${file}.ts`, data)).not.toThrow();
  });

  it.each(Object.entries(brandModules))(
    'brands/%s.ts parses with the brand schema',
    (file, data) => {
      expect(() => parseBrandModule(`content/portfolio/brands/${file}.ts`, data)).not.toThrow();
    },
  );

  it('names the module and the field when a page module is broken', () => {
    const broken = structuredClone(areaModules.dijagnostika) as Partial<AreaContent>;
    delete broken.illustration;
    expect(() => parseAreaModule('content/portfolio/areas/dijagnostika.ts', broken)).toThrow(
      /content\/portfolio\/areas\/dijagnostika\.ts[\s\S]*illustration/,
    );
  });

  it('names the module and the field when a field is missing', () => {
    const broken = structuredClone(brandModules.actinica) as Record<string, unknown>;
    delete (broken.mark as Record<string, unknown>).style;
    expect(() => parseBrandModule('content/portfolio/brands/actinica.ts', broken)).toThrow(
      /brands\/actinica\.ts[\s\S]*mark\.style/,
    );
  });
});

describe('coverage of the route table', () => {
  it('has a module for every department and service', () => {
    const missing = [...childRoutes('departments'), ...childRoutes('services')].filter(
      (name) => !areaContent[name],
    );
    expect(missing).toEqual([]);
  });

  it("lists every department and service page in areaRoutes, the back office's choice of pages", () => {
    expect([...areaRoutes].sort()).toEqual(Object.keys(areaContent).sort());
    expect([...areaRoutes].sort()).toEqual(
      [...childRoutes('departments'), ...childRoutes('services')].sort(),
    );
  });

  it('has a module for every fixed brand page', () => {
    // Parametrised brand routes show the back office's brand pages, not modules.
    const missing = routeNames.filter(
      (name) =>
        routeTable[name].section === 'brand' &&
        !routeTable[name].paths.hr.includes('[slug]') &&
        !brandContent[name],
    );
    expect(missing).toEqual([]);
  });

  it("lists every fixed brand page in fixedBrandRoutes, the back office's choice of brand pages, parents first", () => {
    expect([...fixedBrandRoutes].sort()).toEqual(Object.keys(brandContent).sort());
    for (const [index, route] of fixedBrandRoutes.entries()) {
      const parent = routeTable[route].parent as RouteName | undefined;
      if (parent && brandContent[parent]) {
        expect(fixedBrandRoutes.indexOf(parent as never)).toBeLessThan(index);
      }
    }
  });

  it('describes each route in the section the route table gives it', () => {
    for (const content of Object.values(areaContent)) {
      expect({ route: content!.route, section: routeTable[content!.route].section }).toEqual({
        route: content!.route,
        section: content!.kind,
      });
    }
    for (const content of Object.values(brandContent)) {
      expect({ route: content!.route, section: routeTable[content!.route].section }).toEqual({
        route: content!.route,
        section: 'brand',
      });
    }
  });
});

// How many words each page has is a content rule: see content/validateContent.
describe.each(Object.values(areaContent) as AreaContent[])('area $route', (content) => {
  it('links only to other department, service or brand routes', () => {
    const targets: RouteName[] = [...content.related, ...(content.brands ?? [])];
    for (const target of targets) {
      expect(target).not.toBe(content.route);
      expect(['department', 'service', 'brand']).toContain(routeTable[target].section);
    }
    for (const brand of content.brands ?? []) expect(brandContent[brand]).toBeDefined();
  });
});

describe.each(Object.values(brandContent).map((content) => content!))('brand $route', (content) => {
  it.each(locales)('has what-it-is, for-whom and safety copy in %s', (locale) => {
    const copy = brandCopies[content.route]![locale];
    expect(copy.sections.length).toBeGreaterThanOrEqual(2);
    expect(copy.safetyNote.length).toBeGreaterThan(40);
  });

  it('links outward only over https to a brand domain', () => {
    if (content.website) expect(content.website).toMatch(/^https:\/\/www\.[a-z]+\.com$/);
  });

  it('lists only brand pages as children', () => {
    for (const child of content.children ?? []) expect(routeTable[child].section).toBe('brand');
  });
});
