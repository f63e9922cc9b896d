import type { BrandPage } from '../schema/brandPages';

/**
 * A back-office brand page of the marketing department in Croatian and English only, with its
 * own slug in each, as the back-office loader hands it to the site. A fresh object each call.
 */
export function sampleBrandPage(overrides: Partial<BrandPage> = {}): BrandPage {
  return {
    id: 'brand-lumaderm',
    department: 'marketing',
    slug: { hr: 'lumaderm-gel-za-rane', en: 'lumaderm-wound-gel' },
    kind: 'medicalDevice',
    mark: { text: 'Lumaderm', sub: 'Care', style: 'rounded', hue: 160 },
    website: 'https://www.example.com',
    copy: {
      hr: {
        title: 'Lumaderm gel za rane',
        description: 'Hidrogel za njegu manjih rana i ogrebotina koji zastupamo u ljekarnama.',
        lead: 'Lumaderm je hidrogel za njegu manjih rana, ogrebotina i površinskih opeklina.',
        sections: [
          {
            heading: 'Što je Lumaderm',
            blocks: [
              {
                type: 'paragraph',
                text: 'Gel održava ranu vlažnom i štiti je od nečistoće dok koža zacjeljuje.',
              },
            ],
          },
          {
            heading: 'Kako se primjenjuje',
            blocks: [
              {
                type: 'list',
                items: ['Očistite ranu.', 'Nanesite tanak sloj gela dva puta dnevno.'],
              },
            ],
          },
        ],
        products: {
          heading: 'Pakiranja',
          items: [
            { title: 'Tuba 20 g', text: 'Za kućnu ljekarnu.' },
            { title: 'Tuba 50 g', text: 'Za veće površine.' },
          ],
        },
        safetyNote:
          'Prije uporabe pročitajte uputu i posavjetujte se s ljekarnikom ili liječnikom ako rana ne zacjeljuje.',
        facts: [{ label: 'Vrsta proizvoda', value: 'Medicinski proizvod' }],
      },
      en: {
        title: 'Lumaderm wound gel',
        description: 'A hydrogel for minor wounds and grazes that we represent in pharmacies.',
        lead: 'Lumaderm is a hydrogel for the care of minor wounds, grazes and superficial burns.',
        sections: [
          {
            heading: 'What Lumaderm is',
            blocks: [
              {
                type: 'paragraph',
                text: 'The gel keeps the wound moist and shields it from dirt while the skin heals.',
              },
            ],
          },
          {
            heading: 'How to use it',
            blocks: [
              {
                type: 'list',
                items: ['Clean the wound.', 'Apply a thin layer of gel twice a day.'],
              },
            ],
          },
        ],
        products: {
          heading: 'Pack sizes',
          items: [
            { title: 'Tube 20 g', text: 'For the home medicine cabinet.' },
            { title: 'Tube 50 g', text: 'For larger areas.' },
          ],
        },
        safetyNote:
          'Read the instructions before use, and ask a pharmacist or doctor if the wound does not heal.',
        facts: [{ label: 'Product type', value: 'Medical device' }],
      },
    },
    ...overrides,
  };
}
