import type { CollectionConfig, Field } from 'payload';
import { brandKinds } from '../../../schema/portfolio';
import { brandPageRoutes, type BrandPageDepartment } from '../../../schema/brandPages';
import { sharingField } from '../../sharing.mts';
import { keyField, slugField, titleField } from '../shared/addresses.mts';
import { brandPagesAccess } from './access.mts';
import { brandPageAddress, brandPagesHooks, brandPagesSlug, validBrandSlug } from './hooks.mts';
import { heroField } from '../../pictures/index.mts';

export { brandPagesSlug };

/** Department labels for staff (the admin's language is English). */
const departmentLabels: Record<BrandPageDepartment, string> = {
  marketing: 'Marketing and representation',
  medicinalProducts: 'Medicinal products and medical devices',
  diagnostics: 'Laboratory diagnostics',
  animalHealth: 'Animal health',
  dentalMedicine: 'Dental medicine and dental technology',
  medicalEquipment: 'Medical devices and equipment',
};

/** Brand pages staff add below a department: the brand's tile there, and its own page. */
export function brandPages(
  previewPath: (doc: Record<string, unknown>, locale: string) => string,
): CollectionConfig {
  return {
    slug: brandPagesSlug,
    graphQL: { singularName: 'BrandPage', pluralName: 'BrandPages' },
    labels: { singular: 'Brand page', plural: 'Brand pages' },
    admin: {
      useAsTitle: 'name',
      group: 'Portfolio',
      defaultColumns: ['name', 'department', '_status'],
      preview: (doc, { locale }) => previewPath(doc, locale),
    },
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
    access: brandPagesAccess,
    trash: true,
    hooks: brandPagesHooks,
    fields: [
      {
        name: 'name',
        type: 'text',
        required: true,
        admin: { description: 'The brand as written.' },
      },
      {
        name: 'department',
        type: 'select',
        required: true,
        defaultValue: 'marketing',
        options: (Object.keys(brandPageRoutes) as BrandPageDepartment[]).map((value) => ({
          label: departmentLabels[value],
          value,
        })),
        admin: {
          position: 'sidebar',
          description: 'The page appears below this department, where the market shows it.',
        },
      },
      titleField('title', brandPageAddress.title.maxLength, {
        admin: {
          description: 'The page’s heading and the brand tile’s name, e.g. “Carmol drops”.',
        },
      }),
      {
        name: 'description',
        type: 'textarea',
        required: true,
        localized: true,
        admin: { description: 'One sentence for the brand tile and search engines.' },
      },
      {
        ...(slugField('The page’s address below its department.', brandPageAddress) as object),
        validate: validBrandSlug,
      } as Field,
      {
        name: 'kind',
        type: 'select',
        required: true,
        defaultValue: 'company',
        options: brandKinds.map((value) => ({ label: value, value })),
        admin: {
          position: 'sidebar',
          description: 'Medicines and medical devices get the side-effect report link.',
        },
      },
      {
        name: 'mark',
        type: 'group',
        admin: { description: 'The lettering drawn as the brand’s tile until a logo is uploaded.' },
        fields: [
          { name: 'sub', type: 'text', admin: { description: 'A second, smaller line.' } },
          {
            name: 'style',
            type: 'select',
            required: true,
            defaultValue: 'sans',
            options: ['serif', 'sans', 'light', 'rounded', 'condensed'].map((value) => ({
              label: value,
              value,
            })),
          },
          { name: 'hue', type: 'number', required: true, defaultValue: 200, min: 0, max: 360 },
        ],
      },
      {
        name: 'logo',
        type: 'upload',
        relationTo: 'media',
        filterOptions: { mimeType: { in: ['image/png', 'image/jpeg', 'image/webp'] } },
        admin: {
          description:
            'The brand’s logo (PNG, JPEG or WebP) on its tile and page; the lettering above stands in while empty.',
        },
      },
      heroField(),
      {
        name: 'website',
        type: 'text',
        admin: { description: 'The brand’s official https:// site.' },
      },
      { name: 'lead', type: 'textarea', required: true, localized: true },
      {
        name: 'sections',
        type: 'array',
        localized: true,
        required: true,
        minRows: 2,
        fields: [
          { name: 'heading', type: 'text', required: true },
          { name: 'body', type: 'richText', required: true },
        ],
      },
      {
        name: 'products',
        type: 'group',
        localized: true,
        fields: [
          { name: 'heading', type: 'text' },
          {
            name: 'items',
            type: 'array',
            fields: [
              { name: 'title', type: 'text', required: true },
              { name: 'text', type: 'textarea', required: true },
            ],
          },
        ],
      },
      {
        name: 'safetyNote',
        type: 'textarea',
        required: true,
        localized: true,
        admin: { description: 'Read the leaflet; ask a pharmacist or doctor.' },
      },
      {
        name: 'facts',
        type: 'array',
        localized: true,
        required: true,
        minRows: 1,
        fields: [
          { name: 'label', type: 'text', required: true },
          { name: 'value', type: 'text', required: true },
        ],
      },
      sharingField(),
      keyField,
    ],
  };
}
