import { z } from '../validation/zod';
import { routeNames, type RouteName } from '../routing/routeTable';
import { sectionSchema } from './content';

/**
 * Content model of the portfolio area: department and service pages ("areas") and the pages of the
 * represented brands. Copy is written once for every market in all four locales; market facts
 * (figures) come from Market at render time, so a module never states a market's numbers.
 */

const routeNameSchema = z.enum(routeNames as [RouteName, ...RouteName[]]);

/** Market figures an area page may quote; each shows only where the market config has it. */
export const areaFigureKeys = [
  'customers',
  'suppliers',
  'medicalEquipmentSuppliers',
  'dentalSuppliers',
  'dentalPartners',
  'animalHealthCustomers',
  'vehicles',
  'warehouses',
  'deliveryHours',
  'serviceAroundTheClock',
] as const;
export type AreaFigureKey = (typeof areaFigureKeys)[number];

/** Group certificates (the same for every market of the group). */
export const certificateKeys = ['gdp', 'gmp', 'iso9001', 'iso14001'] as const;
export type CertificateKey = (typeof certificateKeys)[number];

/** The drawn (inline SVG) motif of an area page. */
export const areaIllustrations = [
  'diagnostics',
  'medicines',
  'animalHealth',
  'dental',
  'marketing',
  'equipment',
  'warehouse',
  'regulatory',
  'clinicalTrials',
  'repackaging',
  'service',
] as const;
export type AreaIllustration = (typeof areaIllustrations)[number];

const cardSchema = z.object({ title: z.string().min(1), text: z.string().min(1) });

/** The copy of one department or service page in one locale. */
export const areaCopySchema = z.object({
  /** Lead under the h1. */
  lead: z.string().min(1),
  /** What the team does and for whom: 250–500 words across the sections. */
  sections: z.array(sectionSchema).min(2),
  /** Portfolio or product groups, shown as cards. */
  groups: z.object({
    heading: z.string().min(1),
    intro: z.string().min(1).optional(),
    items: z.array(cardSchema).min(3),
  }),
  /** Closing call to action; the button opens the contact form with the page's department. */
  cta: z.object({ title: z.string().min(1), text: z.string().min(1), button: z.string().min(1) }),
});

export const areaContentSchema = z.object({
  route: routeNameSchema,
  kind: z.enum(['department', 'service']),
  illustration: z.enum(areaIllustrations),
  figures: z.array(z.enum(areaFigureKeys)),
  certificates: z.array(z.enum(certificateKeys)),
  /** Related departments and services; hidden ones are left out per market. */
  related: z.array(routeNameSchema).min(1),
  /** Brand pages presented on this page (marketing: the represented brands; medicinal: Cochlear). */
  brands: z.array(routeNameSchema).optional(),
});

/** Typographic brand mark: styled text drawn by the site, never a copied logo. */
export const brandMarkSchema = z.object({
  text: z.string().min(1),
  /** A second, smaller line (e.g. "Paris", "Pharmaceuticals"). */
  sub: z.string().min(1).optional(),
  style: z.enum(['serif', 'sans', 'light', 'rounded', 'condensed']),
  /** Accent hue in degrees (the mark's colour), so marks differ without imitating real logos. */
  hue: z.number().min(0).max(360),
});

/**
 * What the page is about. Medicines and medical devices get the adverse-effect report link where the
 * market offers the form; `pharmacyProduct` is a pharmacy product whose regulatory status the copy does not state.
 */
export const brandKinds = [
  'company',
  'medicine',
  'herbalMedicine',
  'medicalDevice',
  'cosmetic',
  'pharmacyProduct',
  'survey',
] as const;

/** The copy of one brand page in one locale. */
export const brandCopySchema = z.object({
  lead: z.string().min(1),
  /** What it is, for whom, how to use it. */
  sections: z.array(sectionSchema).min(2),
  /** Product lines of a single brand (parent brands list their child pages instead). */
  products: z.object({ heading: z.string().min(1), items: z.array(cardSchema).min(2) }).optional(),
  /** The standing line: read the leaflet / instructions, ask a pharmacist or doctor. */
  safetyNote: z.string().min(1),
  /** Facts beside the brand mark, e.g. manufacturer, product type. */
  facts: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).min(1),
});

export const brandContentSchema = z.object({
  route: routeNameSchema,
  kind: z.enum(brandKinds),
  mark: brandMarkSchema,
  /** The brand's official public site, a plain outbound link; omitted where unsure. */
  website: z.url({ protocol: /^https$/ }).optional(),
  /** Child brand pages listed as products (Galderma: Actinica, Cetaphil, ...). */
  children: z.array(routeNameSchema).optional(),
});

export type AreaCopy = z.infer<typeof areaCopySchema>;
export type AreaContent = z.infer<typeof areaContentSchema>;
export type BrandCopy = z.infer<typeof brandCopySchema>;
export type BrandContent = z.infer<typeof brandContentSchema>;
export type BrandMark = z.infer<typeof brandMarkSchema>;
