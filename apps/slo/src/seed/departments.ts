import type { Department } from '@medivia/site-core';

const box = (local: string) => `${local}@medivia-si.example`;

/** The Slovenian department directory: recipients of contact messages, by English key;
 * the seed of the back office's Departments (staff add, rename and re-route them there). Sample mailboxes only.
 * `offered`: a first choice in the contact form; the rest are listed on the contact page only. */
export const departments: Record<string, Department> = {
  sales: {
    name: { sl: 'Prodaja', en: 'Sales' },
    mail: box('prodaja'),
    tel: '+386 1 000 00 10',
    group: 'sales',
    offered: true,
  },
  diagnostics: {
    name: { sl: 'Laboratorijska diagnostika', en: 'Laboratory diagnostics' },
    mail: box('diagnostika'),
    tel: '+386 1 000 00 11',
    group: 'areas',
    offered: true,
    contactFor: ['diagnostics'],
  },
  'medical-equipment': {
    name: { sl: 'Medicinska oprema', en: 'Medical equipment' },
    mail: box('medicinska-oprema'),
    tel: '+386 1 000 00 12',
    group: 'areas',
    offered: true,
    contactFor: ['medicalEquipment'],
  },
  'assisted-reproduction': {
    name: { sl: 'Oploditev z biomedicinsko pomočjo', en: 'Assisted reproduction' },
    mail: box('obmp'),
    tel: '+386 1 000 00 13',
    group: 'areas',
  },
  'dental-medicine': {
    name: { sl: 'Zobozdravstvo in zobna tehnika', en: 'Dental medicine and dental technics' },
    mail: box('stomatologija'),
    tel: '+386 1 000 00 14',
    group: 'areas',
    offered: true,
    contactFor: ['dentalMedicine'],
  },
  'animal-health': {
    name: { sl: 'Zdravje živali', en: 'Animal health' },
    mail: box('veterina'),
    tel: '+386 1 000 00 15',
    group: 'areas',
    offered: true,
    contactFor: ['animalHealth'],
  },
  'regulatory-affairs': {
    name: { sl: 'Regulativne zadeve', en: 'Regulatory affairs' },
    mail: box('registracije'),
    tel: '+386 1 000 00 16',
    group: 'services',
    offered: true,
    contactFor: ['regulatoryAffairs'],
  },
  pharmacovigilance: {
    name: { sl: 'Farmakovigilanca', en: 'Pharmacovigilance' },
    mail: box('farmakovigilanca'),
    tel: '+386 1 000 00 17',
    group: 'company',
    offered: true,
  },
  quality: {
    name: { sl: 'Zagotavljanje kakovosti', en: 'Quality assurance' },
    mail: box('kakovost'),
    tel: '+386 1 000 00 18',
    group: 'company',
    offered: true,
    contactFor: ['documents'],
  },
  warehousing: {
    name: { sl: 'Skladiščenje in transport', en: 'Warehousing and transport' },
    mail: box('skladisce'),
    tel: '+386 1 000 00 19',
    group: 'services',
    offered: true,
    contactFor: ['warehousingAndTransport'],
  },
  repackaging: {
    name: { sl: 'Prepakiranje in preoznačevanje', en: 'Repackaging and relabeling' },
    mail: box('pakiranje'),
    tel: '+386 1 000 00 20',
    group: 'services',
    offered: true,
    contactFor: ['repackaging'],
  },
  'public-tenders': {
    name: { sl: 'Javna naročila', en: 'Public tenders' },
    mail: box('javna-narocila'),
    tel: '+386 1 000 00 21',
    group: 'company',
  },
  accounting: {
    name: { sl: 'Računovodstvo', en: 'Accounting' },
    mail: box('racunovodstvo'),
    tel: '+386 1 000 00 22',
    group: 'company',
  },
  'human-resources': {
    name: { sl: 'Kadrovska služba in kariera', en: 'Human resources and careers' },
    mail: box('kariera'),
    tel: '+386 1 000 00 23',
    group: 'company',
    offered: true,
    contactFor: ['careers'],
  },
  management: {
    name: { sl: 'Uprava', en: 'Management' },
    mail: box('uprava'),
    tel: '+386 1 000 00 24',
    group: 'company',
  },
};
