import { marketDescriptor } from '@medivia/markets';
import type { CompanyData, Location } from '@medivia/site-core';

// Country names in every locale come from the group's market descriptors, like the sister links.
const countryOf = (code: string) => marketDescriptor(code).country;

/** Sample legal data: every number, name and account here is fictional. */
export const company: CompanyData = {
  corporateName: 'Medivia d.o.o. Sarajevo, društvo za promet lijekovima i medicinskim sredstvima',
  abbreviatedName: 'Medivia d.o.o. Sarajevo',
  registryCourt: { bs: 'Općinski sud u Sarajevu', en: 'Municipal Court in Sarajevo' },
  registrationNumber: { bs: 'MBS 00-0-000-00', en: 'MBS 00-0-000-00' },
  taxId: { bs: 'JIB 4200000000000', en: 'JIB 4200000000000' },
  vatId: '200000000000',
  seat: {
    street: 'Ulica primjera 9',
    postalCode: '71000',
    city: 'Sarajevo',
    country: countryOf('bih'),
  },
  founder: { bs: 'Medivia d.o.o., Hrvatska', en: 'Medivia d.o.o., Croatia' },
  managementBoard: [{ name: 'Amra Primjer', role: { bs: 'direktorica', en: 'Managing Director' } }],
  director: 'Amra Primjer',
  shareCapital: { amount: 100_000, currency: 'BAM', paidInFull: true },
  bankAccounts: [
    { bank: 'Primjer banka d.d. Sarajevo', iban: 'BA39 0000 0000 0000 0001', swift: 'PRMBBA22' },
  ],
  email: 'info@medivia-ba.example',
  phone: '+387 33 000 000',
  founded: 1990,
};

export const locations: Location[] = [
  {
    id: 'sarajevo',
    city: 'Sarajevo',
    country: countryOf('bih'),
    address: 'Ulica primjera 9',
    postalCode: '71000',
    kind: 'headquarters',
    tel1: '+387 33 000 000',
    tel1_link: 'tel:+38733000000',
    tel2: '+387 33 000 001',
    tel2_link: 'tel:+38733000001',
    email: 'info@medivia-ba.example',
    openingHours: { bs: 'ponedjeljak–petak 8–16 h', en: 'Monday–Friday 8 am–4 pm' },
    goodsReceivingHours: {
      bs: 'ponedjeljak–petak 7–14 h, uz najavu dan ranije',
      en: 'Monday–Friday 7 am–2 pm, booked a day ahead',
    },
    coordinates: { lat: 43.8563, lon: 18.4131 },
  },
  {
    id: 'sveta-nedelja',
    city: 'Sveta Nedelja',
    country: countryOf('cro'),
    address: 'Ulica primjera 1',
    postalCode: '10431',
    kind: 'distributionCentre',
    tel1: '+385 1 000 0000',
    tel1_link: 'tel:+38510000000',
    openingHours: {
      bs: 'ponedjeljak–petak 7–19 h, subota 7–13 h',
      en: 'Monday–Friday 7 am–7 pm, Saturday 7 am–1 pm',
    },
    goodsReceivingHours: {
      bs: 'ponedjeljak–petak 7–14 h, uz najavu dan ranije',
      en: 'Monday–Friday 7 am–2 pm, booked a day ahead',
    },
    coordinates: { lat: 45.7975, lon: 15.7773 },
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
    openingHours: { bs: 'ponedjeljak–petak 8–16 h', en: 'Monday–Friday 8 am–4 pm' },
    coordinates: { lat: 46.1336, lon: 14.5586 },
  },
];
