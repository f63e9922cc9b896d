import { z } from '../validation/zod';
import { pageCopySchema } from './content';

/**
 * Schemas of the company area's copy (about us, careers, documents, legal pages). Each content
 * module is parsed when it is first imported, so a missing field fails the build naming the file.
 */

const text = z.string().min(1);

/** One year of the company history; `story` holds the longer account one entry tells. */
export const historyEntrySchema = z.object({
  year: z.number().int().min(1990).max(2030),
  title: text,
  text: text,
  story: z.array(text).min(2).optional(),
});

export const certificateIds = ['iso9001', 'iso14001', 'gdp', 'gmp'] as const;

export const aboutCopySchema = z.object({
  lead: text,
  intro: z.array(text).min(2),
  historyIntro: text,
  history: z
    .array(historyEntrySchema)
    .min(8)
    .refine(
      (entries) => entries.filter((entry) => entry.story).length === 1,
      'exactly one history entry tells a story',
    )
    .refine(
      (entries) => entries.every((entry, i) => i === 0 || entries[i - 1]!.year <= entry.year),
      'history is chronological',
    ),
  mission: text,
  vision: text,
  values: z.array(z.object({ title: text, text: text })).min(3),
  certificatesIntro: text,
  certificates: z
    .array(z.object({ id: z.enum(certificateIds), title: text, text: text }))
    .length(certificateIds.length),
  locationsIntro: text,
  membershipsIntro: text,
  companyInfoText: text,
});

export const careersCopySchema = z.object({
  lead: text,
  intro: z.array(text).min(1),
  why: z.array(z.object({ title: text, text: text })).min(3),
  offer: z.array(text).min(4),
  positionsIntro: text,
  applySteps: z.array(z.object({ title: text, text: text })).min(3),
  applyText: text,
  /** How applicant data is processed; the page adds a link to the privacy policy after it. */
  privacyNote: text,
});

export const documentTypes = ['certificate', 'authorisation', 'policy', 'form'] as const;

export const documentsCopySchema = z.object({
  lead: text,
  /** How a document without a download is obtained (on request); shown while some document has no file. */
  availability: text,
  items: z
    .array(
      z.object({
        id: text,
        type: z.enum(documentTypes),
        title: text,
        description: text,
        /** Issue or revision date, ISO yyyy-mm-dd. */
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      }),
    )
    .min(6),
});

/** Legal pages are prose: a lead and headed sections, with {placeholders} from the market's legal facts. */
export const legalCopySchema = pageCopySchema.extend({
  sections: pageCopySchema.shape.sections.min(5),
});

/** The home page's own text: the hero, and the lines above its lists and beside its calls. */
export const homeCopySchema = z.object({
  heroTitle: z.string().min(1),
  heroText: z.string().min(1),
  departmentsIntro: z.string().min(1),
  servicesIntro: z.string().min(1),
  qualityText: z.string().min(1),
  reportText: z.string().min(1),
});

export type HomeCopy = z.infer<typeof homeCopySchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type AboutCopy = z.infer<typeof aboutCopySchema>;
export type CareersCopy = z.infer<typeof careersCopySchema>;
export type DocumentsCopy = z.infer<typeof documentsCopySchema>;
export type DocumentType = (typeof documentTypes)[number];
export type LegalCopy = z.infer<typeof legalCopySchema>;
