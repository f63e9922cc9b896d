/** @jest-environment node */
import { createMarketRouter } from '../../../routing/marketRouter';
import { sampleBrandPage } from '../../../testing/testBrandPages';
import { allFeatures, createTestMarket, noNews } from '../../../testing/testMarket';
import {
  brandPageSchema,
  brandPageSlugProblem,
  listedBrandPages,
} from '../../../schema/brandPages';

const withPages = (...brandPages: ReturnType<typeof sampleBrandPage>[]) =>
  createTestMarket({ locales: ['hr', 'en'], news: noNews(), brandPages });

describe('the brand page schema', () => {
  it('accepts a page in some of the locales', () => {
    expect(brandPageSchema.safeParse(sampleBrandPage()).success).toBe(true);
  });

  it('names the field of a malformed slug or a missing title', () => {
    const page = sampleBrandPage({ slug: { hr: 'Lumaderm Gel' } });
    delete (page.copy.en as Partial<NonNullable<typeof page.copy.en>>).title;
    const paths = brandPageSchema.safeParse(page).error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['slug.hr', 'copy.en.title']));
  });
});

describe('a brand page slug', () => {
  const market = withPages(sampleBrandPage());

  it('is accepted when it names no other page', () => {
    expect(brandPageSlugProblem(market, sampleBrandPage(), 'hr')).toBeUndefined();
    expect(brandPageSlugProblem(market, sampleBrandPage(), 'en')).toBeUndefined();
  });

  it.each(['Lumaderm', 'lumaderm gel', 'lumaderm--gel', '-lumaderm', 'lumaderm/gel', 'čaj', ''])(
    'is refused in the form %p',
    (slug) => {
      const page = sampleBrandPage({ slug: { hr: slug } });
      expect(brandPageSlugProblem(market, page, 'hr')).toMatch(/lowercase/);
    },
  );

  it("is refused where it would shadow a fixed page of the department, in that locale's path", () => {
    const galderma = sampleBrandPage({ slug: { hr: 'galderma', en: 'galderma' } });
    expect(brandPageSlugProblem(market, galderma, 'hr')).toMatch(/galderma/);
    expect(brandPageSlugProblem(market, galderma, 'en')).toMatch(/galderma/);
    const cochlear = sampleBrandPage({
      department: 'medicinalProducts',
      slug: { en: 'cochlear-ltd' },
    });
    expect(brandPageSlugProblem(market, cochlear, 'en')).toMatch(/cochlear/);
  });

  it('is free below the other department', () => {
    const page = sampleBrandPage({ department: 'medicinalProducts', slug: { hr: 'galderma' } });
    expect(brandPageSlugProblem(market, page, 'hr')).toBeUndefined();
  });

  it('is refused where another brand page of the department has it', () => {
    const twin = sampleBrandPage({ id: 'brand-twin' });
    expect(brandPageSlugProblem(market, twin, 'hr')).toMatch(/brand-lumaderm/);
  });
});

describe('given a market with a brand page in hr and en', () => {
  const router = createMarketRouter(withPages(sampleBrandPage()));
  const hr = '/sluzbe/marketing-zastupstva/lumaderm-gel-za-rane';
  const en = '/departments/marketing/lumaderm-wound-gel';

  it("resolves each locale's path to the marketing brand route", () => {
    expect(router.resolve('hr', hr)).toEqual({
      name: 'marketingBrand',
      params: { slug: 'lumaderm-gel-za-rane' },
    });
    expect(router.resolve('en', en)).toEqual({
      name: 'marketingBrand',
      params: { slug: 'lumaderm-wound-gel' },
    });
    expect(router.pages('hr')).toContainEqual(router.resolve('hr', hr));
  });

  it('gives each locale the other as its alternate', () => {
    expect(router.alternate(router.resolve('hr', hr)!, 'hr', 'en')).toBe(`/en${en}`);
    expect(router.alternate(router.resolve('en', en)!, 'en', 'hr')).toBe(hr);
  });

  it('has no alternate in a locale the page has no copy in', () => {
    const slovenian = createMarketRouter(
      createTestMarket({
        locales: ['sl', 'en'],
        news: noNews(),
        brandPages: [sampleBrandPage({ slug: { sl: 'lumaderm', en: 'lumaderm-wound-gel' } })],
      }),
    );
    expect(slovenian.resolve('sl', '/storitve/marketinske-agencije/lumaderm')).toBeNull();
    expect(slovenian.alternate(slovenian.resolve('en', en)!, 'en', 'sl')).toBeUndefined();
  });
});

describe('given a market without represented brands', () => {
  const market = createTestMarket({
    locales: ['hr', 'en'],
    news: noNews(),
    features: { ...allFeatures(true), representedBrands: false },
    brandPages: [sampleBrandPage()],
  });
  const router = createMarketRouter(market);

  it('hides the brand pages of the marketing department', () => {
    expect(router.resolve('hr', '/sluzbe/marketing-zastupstva/lumaderm-gel-za-rane')).toBeNull();
    expect(router.pages('hr').some((route) => route.name === 'marketingBrand')).toBe(false);
  });
});

describe('given a brand page whose slug is a fixed page', () => {
  const clash = sampleBrandPage({ id: 'brand-clash', slug: { hr: 'galderma', en: 'clash' } });
  const market = withPages(clash, sampleBrandPage());
  const router = createMarketRouter(market);

  it('leaves the fixed page at its path', () => {
    expect(router.resolve('hr', '/sluzbe/marketing-zastupstva/galderma')).toEqual({
      name: 'galderma',
      params: {},
    });
  });

  it('skips the page in that locale only', () => {
    expect(listedBrandPages(market, 'marketing', 'hr').map((page) => page.id)).toEqual([
      'brand-lumaderm',
    ]);
    expect(router.pages('hr')).not.toContainEqual({
      name: 'marketingBrand',
      params: { slug: 'galderma' },
    });
    expect(router.resolve('en', '/departments/marketing/clash')?.name).toBe('marketingBrand');
    expect(
      router.alternate(router.resolve('en', '/departments/marketing/clash')!, 'en', 'hr'),
    ).toBe(undefined);
  });

  it('keeps a shared slug for the first of two pages', () => {
    const first = sampleBrandPage();
    const second = sampleBrandPage({ id: 'brand-second' });
    expect(listedBrandPages(withPages(first, second), 'marketing', 'hr')).toEqual([first]);
  });
});
