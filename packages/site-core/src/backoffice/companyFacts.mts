import type { Field, GlobalBeforeValidateHook, GlobalConfig, Validate } from 'payload';
import { aboutCopySchema, certificateIds } from '../content/company/schema';
import { administrators, editors, globalEditedBy, hr } from './access/index.mts';
import { afterGlobalChange } from './contentModel.mts';
import { apiError } from './apiError.mts';
import { refusalsFor } from './staffLanguage/refusals.mts';

/**
 * The company's facts as staff keep them: legal data and bank accounts, the legal notices' facts and
 * memberships (one global), the figures pages quote, and the
 * organisations the company supports. Each is one form in the admin; saving it is live within seconds.
 * The seed loads today's sample values, which the launch checklist lists until they are replaced.
 */

export const companySlug = 'company';
export const figuresSlug = 'figures';
export const sponsorsSlug = 'sponsors';
export const careersPageSlug = 'careers-page';
export const aboutPageSlug = 'about-page';
export const sisterSitesSlug = 'sister-sites';
export const homePageSlug = 'home-page';

const samplesNote =
  'The values loaded at installation are samples (fictional names, numbers and accounts): replace each before launch. The dashboard’s launch checklist lists those still in place.';

const text = (name: string, options: Partial<Field> = {}): Field =>
  ({ name, type: 'text', required: true, ...options }) as Field;
const localizedText = (name: string, options: Partial<Field> = {}): Field =>
  text(name, { localized: true, ...options });
const row = (...fields: Field[]): Field => ({ type: 'row', fields });
const width = (share: string) => ({ admin: { width: share } });

const authority = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'group',
  admin: { description },
  fields: [
    localizedText('name'),
    row(
      text('abbreviation', width('25%')),
      text('website', { ...width('40%'), validate: httpsUrl }),
      text('address', { required: false, ...width('35%') }),
    ),
  ],
});

function httpsUrl(value: unknown, options?: { req?: { i18n?: { language?: string } } }) {
  if (value === null || value === undefined || value === '') return true;
  const { say } = refusalsFor(options?.req);
  try {
    return new URL(String(value)).protocol === 'https:' ? true : say('Use an https:// address.');
  } catch {
    return say('Use a full address, e.g. https://www.example.org.');
  }
}

const hooks = { afterChange: [afterGlobalChange] };
const versions = { max: 50 };

/** Legal data (spec §3), bank accounts, memberships and the facts the legal notices quote. */
export function companyData(): GlobalConfig {
  return {
    slug: companySlug,
    label: 'Company data',
    admin: { group: 'Company', description: samplesNote },
    versions,
    access: globalEditedBy(administrators),
    hooks,
    fields: [
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Registration',
            description: 'As entered in the court register: shown on the company information page.',
            fields: [
              text('corporateName', { label: 'Registered name' }),
              row(
                text('abbreviatedName', { label: 'Abbreviated name', ...width('50%') }),
                text('vatId', { label: 'VAT ID', ...width('25%') }),
                {
                  name: 'founded',
                  type: 'number',
                  required: true,
                  min: 1800,
                  max: 2100,
                  admin: { width: '25%' },
                },
              ),
              localizedText('registryCourt', { label: 'Registry court' }),
              row(
                localizedText('registrationNumber', {
                  label: 'Registration number',
                  ...width('50%'),
                }),
                localizedText('taxId', { label: 'Tax number', ...width('50%') }),
              ),
              {
                name: 'seat',
                label: 'Registered seat',
                type: 'group',
                fields: [
                  row(
                    text('street', width('50%')),
                    text('postalCode', { label: 'Postal code', ...width('20%') }),
                    text('city', width('30%')),
                  ),
                ],
              },
              localizedText('founder'),
              row(
                text('email', { label: 'General mailbox', ...width('50%') }),
                text('phone', { label: 'Switchboard', ...width('50%') }),
              ),
            ],
          },
          {
            label: 'Management and capital',
            fields: [
              {
                name: 'managementBoard',
                label: 'Management board',
                type: 'array',
                minRows: 1,
                labels: { singular: 'Member', plural: 'Members' },
                fields: [row(text('name', width('50%')), localizedText('role', width('50%')))],
              },
              text('director', { admin: { description: 'Who represents the company.' } }),
              {
                name: 'shareCapital',
                label: 'Share capital',
                type: 'group',
                fields: [
                  row(
                    {
                      name: 'amount',
                      type: 'number',
                      required: true,
                      min: 0,
                      admin: { width: '40%' },
                    },
                    text('currency', { defaultValue: 'EUR', ...width('20%') }),
                    {
                      name: 'paidInFull',
                      label: 'Paid in full',
                      type: 'checkbox',
                      admin: { width: '40%' },
                    },
                  ),
                ],
              },
            ],
          },
          {
            label: 'Bank accounts',
            fields: [
              {
                name: 'bankAccounts',
                label: 'Bank accounts',
                type: 'array',
                labels: { singular: 'Account', plural: 'Accounts' },
                fields: [
                  row(
                    text('bank', width('40%')),
                    text('iban', { label: 'IBAN', ...width('40%') }),
                    text('swift', { label: 'SWIFT/BIC', ...width('20%') }),
                  ),
                ],
              },
            ],
          },
          {
            label: 'Memberships',
            description: 'Professional bodies listed on the about-us page.',
            fields: [
              {
                name: 'memberships',
                type: 'array',
                labels: { singular: 'Membership', plural: 'Memberships' },
                fields: [
                  localizedText('name'),
                  row(
                    {
                      name: 'since',
                      type: 'number',
                      min: 1800,
                      max: 2100,
                      admin: { width: '30%' },
                    },
                    text('url', {
                      required: false,
                      label: 'Website',
                      validate: httpsUrl,
                      ...width('70%'),
                    }),
                  ),
                ],
              },
            ],
          },
          {
            label: 'Legal notices',
            description:
              'Facts the privacy, cookie and video-surveillance notices quote; the notices’ text comes with the site.',
            fields: [
              {
                name: 'legal',
                type: 'group',
                label: false,
                fields: [
                  row(
                    text('dpoEmail', {
                      label: 'Data protection officer’s mailbox',
                      ...width('50%'),
                    }),
                    {
                      name: 'videoRetentionDays',
                      label: 'Video kept for (days)',
                      type: 'number',
                      required: true,
                      min: 1,
                      max: 365,
                      admin: { width: '25%' },
                    },
                    {
                      name: 'lastUpdated',
                      label: 'Last reviewed',
                      type: 'date',
                      required: true,
                      admin: {
                        width: '25%',
                        date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' },
                      },
                    },
                  ),
                  localizedText('dataProtectionLaw', {
                    label: 'Data-protection law applied',
                    type: 'textarea',
                  } as Partial<Field>),
                  authority(
                    'supervisoryAuthority',
                    'Supervisory authority',
                    'Where visitors lodge a data-protection complaint.',
                  ),
                  authority(
                    'medicinesAgency',
                    'Medicines agency',
                    'Where suspected side effects may also be reported.',
                  ),
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

const count = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'number',
  min: 0,
  admin: { width: '33%', ...(description ? { description } : {}) },
});

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (label, index) => ({ label, value: String(index + 1) }),
);

/** The figures the home page and department pages quote; an empty figure is not shown. */
export function companyFigures(): GlobalConfig {
  return {
    slug: figuresSlug,
    label: 'Key figures',
    admin: {
      group: 'Company',
      description:
        'Quoted on the home page and the department pages; a figure left empty is not shown.',
    },
    versions,
    access: globalEditedBy(administrators),
    hooks,
    fields: [
      row(
        count('customers', 'Customers'),
        count('suppliers', 'Suppliers'),
        count('warehouses', 'Warehouses'),
      ),
      row(
        count('employees', 'Employees'),
        count('employeesYear', 'Employees counted in (year)'),
        count('vehicles', 'Delivery vehicles'),
      ),
      row(
        count('medicalEquipmentSuppliers', 'Medical equipment suppliers'),
        count('dentalSuppliers', 'Dental suppliers'),
        count('dentalPartners', 'Dental practices served'),
      ),
      row(count('animalHealthCustomers', 'Veterinary customers')),
      {
        name: 'turnover',
        type: 'array',
        labels: { singular: 'Year', plural: 'Years' },
        fields: [
          row(
            {
              name: 'year',
              type: 'number',
              required: true,
              min: 1990,
              max: 2100,
              admin: { width: '30%' },
            },
            { name: 'amount', type: 'number', required: true, min: 0, admin: { width: '40%' } },
            text('currency', { defaultValue: 'EUR', ...width('30%') }),
          ),
        ],
      },
      {
        name: 'deliveryHours',
        label: 'Delivery hours of the own fleet',
        type: 'group',
        fields: [
          row(
            {
              name: 'firstDay',
              label: 'From',
              type: 'select',
              options: weekdays,
              admin: { width: '25%' },
            },
            {
              name: 'lastDay',
              label: 'To',
              type: 'select',
              options: weekdays,
              admin: { width: '25%' },
            },
            {
              name: 'fromHour',
              label: 'From (hour)',
              type: 'number',
              min: 0,
              max: 24,
              admin: { width: '25%' },
            },
            {
              name: 'toHour',
              label: 'To (hour)',
              type: 'number',
              min: 0,
              max: 24,
              admin: { width: '25%' },
            },
          ),
        ],
      },
      {
        name: 'serviceAroundTheClock',
        label: 'Equipment service on call 24/7',
        type: 'checkbox',
      },
    ],
  };
}

/** The organisations the company supports, in the footer of every page. */
export function companySponsors(): GlobalConfig {
  return {
    slug: sponsorsSlug,
    label: 'Supported organisations',
    admin: {
      group: 'Company',
      description:
        'Shown in the footer of every page, with the logo where one is uploaded (its alt text names the organisation).',
    },
    versions,
    access: globalEditedBy(administrators),
    hooks,
    fields: [
      {
        name: 'sponsors',
        label: 'Organisations',
        type: 'array',
        labels: { singular: 'Organisation', plural: 'Organisations' },
        fields: [
          row(
            text('name', width('50%')),
            text('url', { label: 'Website', validate: httpsUrl, ...width('50%') }),
          ),
          localizedText('caption', {
            admin: { description: 'What we support, e.g. “Health education”.' },
          }),
          {
            name: 'logo',
            type: 'upload',
            relationTo: 'media',
            filterOptions: { mimeType: { in: ['image/png', 'image/jpeg', 'image/webp'] } },
            admin: { description: 'PNG, JPEG or WebP; the name’s initial stands in while empty.' },
          },
        ],
      },
    ],
  };
}

/** The home page's own text: its hero and the lines above its lists and beside its calls. */
export function homePage(): GlobalConfig {
  const textarea = (name: string, label: string, description: string) =>
    localizedText(name, { type: 'textarea', label, admin: { description } } as Partial<Field>);
  return {
    slug: homePageSlug,
    label: 'Home page',
    admin: {
      group: 'Company',
      description:
        'The home page’s text in each language. Its figures, departments, services and news come from Key figures, the department and service pages and News and events.',
    },
    versions,
    access: globalEditedBy(editors),
    hooks,
    fields: [
      textarea('heroTitle', 'Headline', 'The page’s title, large at the top (one sentence).'),
      textarea(
        'heroText',
        'Under the headline',
        'Who we serve and what we do, in two lines or so.',
      ),
      textarea('departmentsIntro', 'Above the departments', 'One sentence.'),
      textarea('servicesIntro', 'Above the services', 'One sentence.'),
      textarea(
        'qualityText',
        'Certified quality',
        'Beside the certificates, linking the about page.',
      ),
      textarea(
        'reportText',
        'Suspect a side effect?',
        'Above the link to the adverse-reaction report form, where the market offers it.',
      ),
    ],
  };
}

/** The group's other companies, linked in the footer of every page. */
export function companySisterSites(): GlobalConfig {
  return {
    slug: sisterSitesSlug,
    label: 'Group companies',
    admin: {
      group: 'Company',
      description:
        'The group’s other companies, linked in the footer of every page under “Group companies”. This company is not listed here. The websites loaded at installation are samples (…example addresses): replace them before launch.',
    },
    versions,
    access: globalEditedBy(administrators),
    hooks,
    fields: [
      {
        name: 'sites',
        label: 'Companies',
        type: 'array',
        labels: { singular: 'Company', plural: 'Companies' },
        fields: [
          row(
            text('name', { ...width('50%'), admin: { description: 'As the link shows it.' } }),
            text('url', { label: 'Website', validate: httpsUrl, ...width('50%') }),
          ),
          localizedText('country', {
            admin: { description: 'Its country, named after the company in each language.' },
          }),
        ],
      },
    ],
  };
}

const textRows = (
  name: string,
  label: string,
  minRows: number,
  field: string,
  row: string,
): Field => ({
  name,
  label,
  labels: { singular: row, plural: label },
  type: 'array',
  localized: true,
  required: true,
  minRows,
  fields: [{ name: field, type: 'textarea', required: true }],
});

const titledRows = (name: string, label: string, minRows: number, row: string): Field => ({
  name,
  label,
  labels: { singular: row, plural: label },
  type: 'array',
  localized: true,
  required: true,
  minRows,
  fields: [text('title'), { name: 'text', type: 'textarea', required: true }],
});

/**
 * The careers page's copy, which HR keep: the introduction, why work here, what we offer, how to
 * apply and the note on applicants' data. The openings themselves are *Job openings*.
 */
export function careersPage(): GlobalConfig {
  return {
    slug: careersPageSlug,
    label: 'Careers page',
    admin: {
      group: 'Careers',
      description: 'The careers page around the list of openings, in each language.',
    },
    versions,
    access: globalEditedBy(hr),
    hooks,
    fields: [
      localizedText('lead', {
        type: 'textarea',
        admin: { description: 'Under the page title.' },
      } as Partial<Field>),
      textRows('intro', 'Introduction', 1, 'paragraph', 'Paragraph'),
      titledRows('why', 'Why work with us', 3, 'Reason'),
      textRows('offer', 'What we offer', 4, 'line', 'Benefit'),
      localizedText('positionsIntro', {
        type: 'textarea',
        label: 'Above the openings',
      } as Partial<Field>),
      titledRows('applySteps', 'How to apply (steps)', 3, 'Step'),
      localizedText('applyText', {
        type: 'textarea',
        label: 'Open application',
        admin: { description: 'Above the form that sends an open application to HR.' },
      } as Partial<Field>),
      localizedText('privacyNote', {
        type: 'textarea',
        label: 'Applicants’ data',
        admin: { description: 'The page links the privacy policy after it.' },
      } as Partial<Field>),
    ],
  };
}

/**
 * Why the about page could not show this history, or undefined when it can: checked with the page's
 * own schema, so a save the page could not show is refused with its reason instead of silently
 * keeping the old copy.
 */
export function historyProblem(rows: unknown): string | undefined {
  if (!Array.isArray(rows)) return undefined;
  const entries = (
    rows as { year?: number; title?: string; text?: string; story?: { paragraph?: string }[] }[]
  ).map(({ year, title, text, story }) => ({
    year,
    title,
    text,
    ...(story?.length ? { story: story.map((row) => row.paragraph) } : {}),
  }));
  const parsed = aboutCopySchema.shape.history.safeParse(entries);
  if (parsed.success) return undefined;
  const messages = parsed.error.issues.map((issue) => issue.message);
  if (messages.includes('history is chronological'))
    return 'List the history’s years in order from the oldest.';
  if (messages.includes('exactly one history entry tells a story'))
    return 'Exactly one year of the history tells the longer story (two Story paragraphs or more) and the others leave it empty.';
  if (rows.length < 8) return 'The history needs at least 8 years.';
  return undefined;
}

/**
 * Refuses a history the page could not show, with the reason (the admin shows it as the error; its
 * toast splits a message at colons and commas, so the reasons have none).
 */
const checkHistory: GlobalBeforeValidateHook = async ({ data, req }) => {
  const problem = historyProblem((data as { history?: unknown } | undefined)?.history);
  if (problem) {
    throw await apiError(refusalsFor(req).say(problem));
  }
  return data;
};

const validCertificates: Validate<unknown[] | null | undefined> = (rows, options) => {
  const ids = ((rows ?? []) as { certificate?: string }[]).map((row) => row.certificate);
  const missing = certificateIds.filter((id) => !ids.includes(id));
  return missing.length === 0 ? true : refusalsFor(options?.req).certificatesOnce(missing);
};

/**
 * The about page's copy: introduction, history, mission, vision and values, what the certificates
 * mean, and the texts above the locations and memberships (which are *Locations* and *Company data*).
 */
export function aboutPage(): GlobalConfig {
  return {
    slug: aboutPageSlug,
    label: 'About page',
    admin: {
      group: 'Company',
      description:
        'The about page in each language. Its figures, locations and memberships come from Key figures, Locations and Company data.',
    },
    versions,
    access: globalEditedBy(editors),
    hooks: { ...hooks, beforeValidate: [checkHistory] },
    fields: [
      localizedText('lead', {
        type: 'textarea',
        admin: { description: 'Under the page title.' },
      } as Partial<Field>),
      textRows('intro', 'Introduction', 2, 'paragraph', 'Paragraph'),
      localizedText('historyIntro', {
        type: 'textarea',
        label: 'Above the history',
      } as Partial<Field>),
      {
        name: 'history',
        label: 'History',
        labels: { singular: 'Year', plural: 'History' },
        type: 'array',
        localized: true,
        required: true,
        minRows: 8,
        admin: { description: 'Oldest first; exactly one year tells the longer story.' },
        fields: [
          row(
            {
              name: 'year',
              type: 'number',
              required: true,
              min: 1990,
              max: 2030,
              admin: { width: '20%' },
            },
            text('title', width('80%')),
          ),
          { name: 'text', type: 'textarea', required: true },
          {
            name: 'story',
            label: 'Story',
            labels: { singular: 'Paragraph', plural: 'Story' },
            type: 'array',
            admin: {
              description: 'The longer account of this year (at least two paragraphs), or empty.',
            },
            fields: [{ name: 'paragraph', type: 'textarea', required: true }],
          },
        ],
      },
      row(
        localizedText('mission', { type: 'textarea', ...width('50%') } as Partial<Field>),
        localizedText('vision', { type: 'textarea', ...width('50%') } as Partial<Field>),
      ),
      titledRows('values', 'Values', 3, 'Value'),
      localizedText('certificatesIntro', {
        type: 'textarea',
        label: 'Above the certificates',
      } as Partial<Field>),
      {
        name: 'certificates',
        label: 'Certificates',
        labels: { singular: 'Certificate', plural: 'Certificates' },
        type: 'array',
        localized: true,
        required: true,
        minRows: certificateIds.length,
        maxRows: certificateIds.length,
        validate: validCertificates as Validate,
        fields: [
          row(
            {
              name: 'certificate',
              type: 'select',
              required: true,
              options: certificateIds.map((value) => ({
                label: value.toUpperCase().replace('ISO', 'ISO '),
                value,
              })),
              admin: { width: '25%' },
            },
            text('title', width('75%')),
          ),
          { name: 'text', type: 'textarea', required: true },
        ],
      },
      localizedText('locationsIntro', {
        type: 'textarea',
        label: 'Above the locations',
      } as Partial<Field>),
      localizedText('membershipsIntro', {
        type: 'textarea',
        label: 'Above the memberships',
      } as Partial<Field>),
      localizedText('companyInfoText', {
        type: 'textarea',
        label: 'Beside the link to the company information',
      } as Partial<Field>),
    ],
  };
}

export const companyGlobals = () => [
  homePage(),
  companyData(),
  companyFigures(),
  companySponsors(),
  companySisterSites(),
  careersPage(),
  aboutPage(),
];
