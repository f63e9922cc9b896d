import type { Department } from '@medivia/site-core';

const box = (local: string) => `${local}@medivia-ba.example`;

/** The Bosnian department directory: recipients of contact messages, by English key;
 * the seed of the back office's Departments (staff add, rename and re-route them there). Sample mailboxes only.
 * `offered`: a first choice in the contact form; the rest are listed on the contact page only. */
export const departments: Record<string, Department> = {
  sales: {
    name: { bs: 'Prodaja', en: 'Sales' },
    mail: box('prodaja'),
    tel: '+387 33 000 010',
    group: 'sales',
    offered: true,
  },
  diagnostics: {
    name: { bs: 'Laboratorijska dijagnostika', en: 'Laboratory diagnostics' },
    mail: box('dijagnostika'),
    tel: '+387 33 000 011',
    group: 'areas',
    offered: true,
    contactFor: ['diagnostics'],
  },
  'medical-equipment': {
    name: { bs: 'Medicinska oprema', en: 'Medical equipment' },
    mail: box('medicinska-oprema'),
    tel: '+387 33 000 012',
    group: 'areas',
    offered: true,
    contactFor: ['medicalEquipment'],
  },
  'dental-medicine': {
    name: { bs: 'Stomatologija i zubna tehnika', en: 'Dental medicine and dental technics' },
    mail: box('stomatologija'),
    tel: '+387 33 000 013',
    group: 'areas',
    offered: true,
    contactFor: ['dentalMedicine'],
  },
  'animal-health': {
    name: { bs: 'Zdravlje životinja', en: 'Animal health' },
    mail: box('veterina'),
    tel: '+387 33 000 014',
    group: 'areas',
    offered: true,
    contactFor: ['animalHealth'],
  },
  'regulatory-affairs': {
    name: { bs: 'Regulatorni poslovi', en: 'Regulatory affairs' },
    mail: box('registracije'),
    tel: '+387 33 000 015',
    group: 'services',
    offered: true,
    contactFor: ['regulatoryAffairs'],
  },
  pharmacovigilance: {
    name: { bs: 'Farmakovigilanca', en: 'Pharmacovigilance' },
    mail: box('farmakovigilanca'),
    tel: '+387 33 000 016',
    group: 'company',
    offered: true,
  },
  quality: {
    name: { bs: 'Kvalitet', en: 'Quality' },
    mail: box('kvalitet'),
    tel: '+387 33 000 017',
    group: 'company',
    offered: true,
    contactFor: ['documents'],
  },
  warehousing: {
    name: { bs: 'Skladištenje i transport', en: 'Warehousing and transport' },
    mail: box('skladiste'),
    tel: '+387 33 000 018',
    group: 'services',
    offered: true,
    contactFor: ['warehousingAndTransport'],
  },
  repackaging: {
    name: { bs: 'Sekundarno pakovanje i preoznačavanje', en: 'Repackaging and relabeling' },
    mail: box('pakovanje'),
    tel: '+387 33 000 019',
    group: 'services',
    offered: true,
    contactFor: ['repackaging'],
  },
  'public-tenders': {
    name: { bs: 'Javne nabavke', en: 'Public tenders' },
    mail: box('javne-nabavke'),
    tel: '+387 33 000 020',
    group: 'company',
  },
  accounting: {
    name: { bs: 'Računovodstvo', en: 'Accounting' },
    mail: box('racunovodstvo'),
    tel: '+387 33 000 021',
    group: 'company',
  },
  'human-resources': {
    name: { bs: 'Ljudski resursi i karijere', en: 'Human resources and careers' },
    mail: box('careers'),
    tel: '+387 33 000 022',
    group: 'company',
    offered: true,
    contactFor: ['careers'],
  },
  management: {
    name: { bs: 'Uprava', en: 'Management' },
    mail: box('uprava'),
    tel: '+387 33 000 023',
    group: 'company',
  },
};
