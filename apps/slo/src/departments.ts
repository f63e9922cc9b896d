import type { Department } from '@medivia/site-core';

const box = (local: string) => `${local}@medivia-si.example`;

/** The Slovenian department directory: recipients of contact messages. Sample mailboxes only.
 * `offered`: a first choice in the contact form; the rest are listed on the contact page only. */
export const departments: Record<string, Department> = {
  prodaja: { mail: box('prodaja'), tel: '+386 1 000 00 10', group: 'sales', offered: true },
  dijagnostika: {
    mail: box('diagnostika'),
    tel: '+386 1 000 00 11',
    group: 'areas',
    offered: true,
  },
  medicinska_oprema: {
    mail: box('medicinska-oprema'),
    tel: '+386 1 000 00 12',
    group: 'areas',
    offered: true,
  },
  oploditev_z_biomedicinsko_pomocjo: { mail: box('obmp'), tel: '+386 1 000 00 13', group: 'areas' },
  stomatoloska_oprema: {
    mail: box('stomatologija'),
    tel: '+386 1 000 00 14',
    group: 'areas',
    offered: true,
  },
  veterina: { mail: box('veterina'), tel: '+386 1 000 00 15', group: 'areas', offered: true },
  registracije: {
    mail: box('registracije'),
    tel: '+386 1 000 00 16',
    group: 'services',
    offered: true,
  },
  farmakovigilancija: {
    mail: box('farmakovigilanca'),
    tel: '+386 1 000 00 17',
    group: 'company',
    offered: true,
  },
  sektor_kvalitete: {
    mail: box('kakovost'),
    tel: '+386 1 000 00 18',
    group: 'company',
    offered: true,
  },
  skladiste: { mail: box('skladisce'), tel: '+386 1 000 00 19', group: 'services', offered: true },
  sekundarno_pakiranje: {
    mail: box('pakiranje'),
    tel: '+386 1 000 00 20',
    group: 'services',
    offered: true,
  },
  javna_nabava: { mail: box('javna-narocila'), tel: '+386 1 000 00 21', group: 'company' },
  racunovodstvo: { mail: box('racunovodstvo'), tel: '+386 1 000 00 22', group: 'company' },
  ljudski_potencijali: {
    mail: box('kariera'),
    tel: '+386 1 000 00 23',
    group: 'company',
    offered: true,
  },
  uprava: { mail: box('uprava'), tel: '+386 1 000 00 24', group: 'company' },
};
