import { marketDescriptor } from '@medivia/markets';
import type { CompanyData, Location } from '@medivia/site-core';

// Country names in every locale come from the group's market descriptors, like the sister links.
const countryOf = (code: string) => marketDescriptor(code).country;

/** Sample legal data: every number, name and account here is fictional. */
export const company: CompanyData = {
  corporateName: 'Medivia d.o.o. za trgovinu lijekovima i medicinskim proizvodima',
  abbreviatedName: 'Medivia d.o.o.',
  registryCourt: { hr: 'Trgovački sud u Zagrebu', en: 'Commercial Court in Zagreb' },
  registrationNumber: { hr: 'MBS 000000001', en: 'MBS 000000001' },
  taxId: { hr: 'OIB 00000000001', en: 'OIB 00000000001' },
  vatId: 'HR00000000001',
  seat: {
    street: 'Ulica primjera 1',
    postalCode: '10431',
    city: 'Sveta Nedelja',
    country: countryOf('cro'),
  },
  founder: { hr: 'Medivia Grupa d.d.', en: 'Medivia Grupa d.d.' },
  managementBoard: [
    {
      name: 'Ana Primjer',
      role: { hr: 'predsjednica Uprave', en: 'President of the Management Board' },
    },
    { name: 'Ivan Uzorak', role: { hr: 'član Uprave', en: 'Member of the Management Board' } },
  ],
  director: 'Ana Primjer',
  shareCapital: { amount: 30_000_000, currency: 'EUR', paidInFull: true },
  bankAccounts: [
    { bank: 'Primjer banka d.d.', iban: 'HR00 0000 0000 0000 0000 1', swift: 'PRMBHR2X' },
    { bank: 'Uzorak banka d.d.', iban: 'HR00 0000 0000 0000 0000 2', swift: 'UZRKHR2X' },
  ],
  email: 'info@medivia.example',
  phone: '+385 1 000 0000',
  founded: 1990,
};

export const locations: Location[] = [
  {
    id: 'sveta-nedelja',
    city: 'Sveta Nedelja',
    country: countryOf('cro'),
    address: 'Ulica primjera 1',
    postalCode: '10431',
    kind: 'headquarters',
    tel1: '+385 1 000 0000',
    tel1_link: 'tel:+38510000000',
    tel2: '+385 1 000 0001',
    tel2_link: 'tel:+38510000001',
    email: 'info@medivia.example',
    openingHours: { hr: 'ponedjeljak–petak 8–16 h', en: 'Monday–Friday 8 am–4 pm' },
    goodsReceivingHours: {
      hr: 'ponedjeljak–petak 7–14 h, uz najavu dan ranije',
      en: 'Monday–Friday 7 am–2 pm, booked a day ahead',
    },
    coordinates: { lat: 45.7975, lon: 15.7773 },
  },
  {
    id: 'vukovar',
    city: 'Vukovar',
    country: countryOf('cro'),
    address: 'Industrijska zona primjera 12',
    postalCode: '32000',
    kind: 'warehouse',
    tel1: '+385 32 000 000',
    tel1_link: 'tel:+38532000000',
    openingHours: {
      hr: 'ponedjeljak–petak 7–19 h, subota 7–13 h',
      en: 'Monday–Friday 7 am–7 pm, Saturday 7 am–1 pm',
    },
    goodsReceivingHours: {
      hr: 'ponedjeljak–petak 7–14 h, uz najavu dan ranije',
      en: 'Monday–Friday 7 am–2 pm, booked a day ahead',
    },
    coordinates: { lat: 45.3511, lon: 19.0003 },
  },
  {
    id: 'dugopolje',
    city: 'Dugopolje',
    country: countryOf('cro'),
    address: 'Poslovna zona primjera 5',
    postalCode: '21204',
    kind: 'warehouse',
    tel1: '+385 21 000 000',
    tel1_link: 'tel:+38521000000',
    openingHours: {
      hr: 'ponedjeljak–petak 7–19 h, subota 7–13 h',
      en: 'Monday–Friday 7 am–7 pm, Saturday 7 am–1 pm',
    },
    goodsReceivingHours: {
      hr: 'ponedjeljak–petak 7–14 h, uz najavu dan ranije',
      en: 'Monday–Friday 7 am–2 pm, booked a day ahead',
    },
    coordinates: { lat: 43.5817, lon: 16.5894 },
  },
  {
    id: 'rijeka',
    city: 'Rijeka',
    country: countryOf('cro'),
    address: 'Riva primjera 3',
    postalCode: '51000',
    kind: 'office',
    tel1: '+385 51 000 000',
    tel1_link: 'tel:+38551000000',
    openingHours: { hr: 'ponedjeljak–petak 8–16 h', en: 'Monday–Friday 8 am–4 pm' },
    coordinates: { lat: 45.3271, lon: 14.4422 },
  },
  {
    id: 'trzin',
    city: 'Ljubljana / Trzin',
    country: countryOf('slo'),
    address: 'Primerna cesta 7',
    postalCode: '1236',
    kind: 'office',
    tel1: '+386 1 000 00 00',
    tel1_link: 'tel:+38610000000',
    openingHours: { hr: 'ponedjeljak–petak 8–16 h', en: 'Monday–Friday 8 am–4 pm' },
    coordinates: { lat: 46.1336, lon: 14.5586 },
  },
  {
    id: 'sarajevo',
    city: 'Sarajevo',
    country: countryOf('bih'),
    address: 'Ulica primjera 9',
    postalCode: '71000',
    kind: 'office',
    tel1: '+387 33 000 000',
    tel1_link: 'tel:+38733000000',
    openingHours: { hr: 'ponedjeljak–petak 8–16 h', en: 'Monday–Friday 8 am–4 pm' },
    coordinates: { lat: 43.8563, lon: 18.4131 },
  },
];
