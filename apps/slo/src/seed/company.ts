import { marketDescriptor } from '@medivia/markets';
import type { CompanyData, Location } from '@medivia/site-core';

// Country names in every locale come from the group's market descriptors, like the sister links.
const countryOf = (code: string) => marketDescriptor(code).country;

/** Sample legal data: every number, name and account here is fictional. */
export const company: CompanyData = {
  corporateName: 'Medivia, trgovina z zdravili in medicinskimi pripomočki, d.o.o.',
  abbreviatedName: 'Medivia d.o.o.',
  registryCourt: { sl: 'Okrožno sodišče v Ljubljani', en: 'District Court of Ljubljana' },
  registrationNumber: {
    sl: 'Matična številka 0000000000',
    en: 'Registration no. 0000000000',
  },
  taxId: { sl: 'Davčna številka 00000000', en: 'Tax no. 00000000' },
  vatId: 'SI00000000',
  seat: {
    street: 'Primerna cesta 7',
    postalCode: '1236',
    city: 'Trzin',
    country: countryOf('slo'),
  },
  founder: { sl: 'Medivia d.o.o., Hrvaška', en: 'Medivia d.o.o., Croatia' },
  managementBoard: [{ name: 'Maja Primer', role: { sl: 'direktorica', en: 'Managing Director' } }],
  director: 'Maja Primer',
  shareCapital: { amount: 500_000, currency: 'EUR', paidInFull: true },
  bankAccounts: [{ bank: 'Primer banka d.d.', iban: 'SI56 0000 0000 0000 001', swift: 'PRMBSI2X' }],
  email: 'info@medivia-si.example',
  phone: '+386 1 000 00 00',
  founded: 1990,
};

export const locations: Location[] = [
  {
    id: 'trzin',
    city: 'Ljubljana / Trzin',
    country: countryOf('slo'),
    address: 'Primerna cesta 7',
    postalCode: '1236',
    kind: 'headquarters',
    tel1: '+386 1 000 00 00',
    tel1_link: 'tel:+38610000000',
    tel2: '+386 1 000 00 01',
    tel2_link: 'tel:+38610000001',
    email: 'info@medivia-si.example',
    openingHours: { sl: 'ponedeljek–petek 8–16', en: 'Monday–Friday 8 am–4 pm' },
    goodsReceivingHours: {
      sl: 'ponedeljek–petek 7–14, z najavo dan prej',
      en: 'Monday–Friday 7 am–2 pm, booked a day ahead',
    },
    coordinates: { lat: 46.1336, lon: 14.5586 },
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
      sl: 'ponedeljek–petek 7–19, sobota 7–13',
      en: 'Monday–Friday 7 am–7 pm, Saturday 7 am–1 pm',
    },
    goodsReceivingHours: {
      sl: 'ponedeljek–petek 7–14, z najavo dan prej',
      en: 'Monday–Friday 7 am–2 pm, booked a day ahead',
    },
    coordinates: { lat: 45.7975, lon: 15.7773 },
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
    openingHours: { sl: 'ponedeljek–petek 8–16', en: 'Monday–Friday 8 am–4 pm' },
    coordinates: { lat: 43.8563, lon: 18.4131 },
  },
];
