import type { Department } from '@medivia/site-core';

const box = (local: string) => `${local}@medivia-ba.example`;

/** The Bosnian department directory: recipients of contact messages. Sample mailboxes only.
 * `offered`: a first choice in the contact form; the rest are listed on the contact page only. */
export const departments: Record<string, Department> = {
  prodaja: { mail: box('prodaja'), tel: '+387 33 000 010', group: 'sales', offered: true },
  dijagnostika: {
    mail: box('dijagnostika'),
    tel: '+387 33 000 011',
    group: 'areas',
    offered: true,
  },
  medicinska_oprema: {
    mail: box('medicinska-oprema'),
    tel: '+387 33 000 012',
    group: 'areas',
    offered: true,
  },
  stomatoloska_oprema: {
    mail: box('stomatologija'),
    tel: '+387 33 000 013',
    group: 'areas',
    offered: true,
  },
  veterina: { mail: box('veterina'), tel: '+387 33 000 014', group: 'areas', offered: true },
  registracije: {
    mail: box('registracije'),
    tel: '+387 33 000 015',
    group: 'services',
    offered: true,
  },
  farmakovigilancija: {
    mail: box('farmakovigilanca'),
    tel: '+387 33 000 016',
    group: 'company',
    offered: true,
  },
  sektor_kvalitete: {
    mail: box('kvalitet'),
    tel: '+387 33 000 017',
    group: 'company',
    offered: true,
  },
  skladiste: { mail: box('skladiste'), tel: '+387 33 000 018', group: 'services', offered: true },
  sekundarno_pakiranje: {
    mail: box('pakovanje'),
    tel: '+387 33 000 019',
    group: 'services',
    offered: true,
  },
  javna_nabava: { mail: box('javne-nabavke'), tel: '+387 33 000 020', group: 'company' },
  racunovodstvo: { mail: box('racunovodstvo'), tel: '+387 33 000 021', group: 'company' },
  ljudski_potencijali: {
    mail: box('careers'),
    tel: '+387 33 000 022',
    group: 'company',
    offered: true,
  },
  uprava: { mail: box('uprava'), tel: '+387 33 000 023', group: 'company' },
};
