import type { Department } from '@medivia/site-core';

const box = (local: string) => `${local}@medivia.example`;

/** The Croatian department directory (spec §3): recipients of contact messages. Sample mailboxes only.
 * `offered`: a first choice in the contact form; the rest are listed on the contact page only. */
export const departments: Record<string, Department> = {
  prodaja: { mail: box('prodaja'), tel: '+385 1 000 0010', group: 'sales', offered: true },
  veleprodaja: {
    mail: box('veleprodaja'),
    mail2: box('narudzbe'),
    tel: '+385 1 000 0011',
    group: 'areas',
    offered: true,
  },
  dijagnostika: {
    mail: box('dijagnostika'),
    tel: '+385 1 000 0012',
    group: 'areas',
    offered: true,
  },
  medicinska_oprema: {
    mail: box('medicinska-oprema'),
    tel: '+385 1 000 0013',
    group: 'areas',
    offered: true,
  },
  oploditev_z_biomedicinsko_pomocjo: { mail: box('mpo'), tel: '+385 1 000 0014', group: 'areas' },
  stomatoloska_oprema: {
    mail: box('stomatologija'),
    tel: '+385 1 000 0015',
    group: 'areas',
    offered: true,
  },
  marketing_zastupstava: {
    mail: box('marketing'),
    tel: '+385 1 000 0016',
    group: 'areas',
    offered: true,
  },
  veterina: { mail: box('veterina'), tel: '+385 1 000 0017', group: 'areas', offered: true },
  registracije: {
    mail: box('registracije'),
    tel: '+385 1 000 0018',
    group: 'services',
    offered: true,
  },
  klinicke_studije: {
    mail: box('klinicke-studije'),
    tel: '+385 1 000 0019',
    group: 'services',
    offered: true,
  },
  farmakovigilancija: {
    mail: box('farmakovigilancija'),
    tel: '+385 1 000 0020',
    group: 'company',
    offered: true,
  },
  sektor_kvalitete: {
    mail: box('kvaliteta'),
    tel: '+385 1 000 0021',
    group: 'company',
    offered: true,
  },
  servis: {
    mail: box('servis'),
    mail2: box('servis-dezurni'),
    tel: '+385 1 000 0022',
    group: 'services',
    offered: true,
    hours: { hr: 'dežurstvo 0–24 h, svaki dan', en: 'on call around the clock, every day' },
  },
  skladiste: { mail: box('skladiste'), tel: '+385 1 000 0023', group: 'services', offered: true },
  transport: { mail: box('transport'), tel: '+385 1 000 0024', group: 'services' },
  sekundarno_pakiranje: {
    mail: box('pakiranje'),
    tel: '+385 1 000 0025',
    group: 'services',
    offered: true,
  },
  javna_nabava: { mail: box('javna-nabava'), tel: '+385 1 000 0026', group: 'company' },
  nabava: { mail: box('nabava'), tel: '+385 1 000 0027', group: 'company', offered: true },
  vanjska_trgovina: { mail: box('vanjska-trgovina'), tel: '+385 1 000 0028', group: 'company' },
  racunovodstvo: { mail: box('racunovodstvo'), tel: '+385 1 000 0029', group: 'company' },
  financije: { mail: box('financije'), tel: '+385 1 000 0030', group: 'company' },
  ljudski_potencijali: {
    mail: box('careers'),
    tel: '+385 1 000 0031',
    group: 'company',
    offered: true,
  },
  informatika: { mail: box('informatika'), tel: '+385 1 000 0032', group: 'company' },
  pravni_poslovi: { mail: box('pravna'), tel: '+385 1 000 0033', group: 'company' },
  uprava: { mail: box('uprava'), tel: '+385 1 000 0034', group: 'company' },
  prodaja_sveta_nedjelja: {
    mail: box('sveta-nedelja'),
    tel: '+385 1 000 0035',
    group: 'sales',
    offered: true,
    location: 'sveta-nedelja',
  },
  prodaja_vukovar: {
    mail: box('vukovar'),
    tel: '+385 32 000 010',
    group: 'sales',
    offered: true,
    location: 'vukovar',
  },
  prodaja_dugopolje: {
    mail: box('dugopolje'),
    tel: '+385 21 000 010',
    group: 'sales',
    offered: true,
    location: 'dugopolje',
  },
  skladiste_vukovar: {
    mail: box('skladiste-vukovar'),
    tel: '+385 32 000 011',
    group: 'services',
    location: 'vukovar',
  },
  skladiste_dugopolje: {
    mail: box('skladiste-dugopolje'),
    tel: '+385 21 000 011',
    group: 'services',
    location: 'dugopolje',
  },
};
