import type { Department } from '@medivia/site-core';

const box = (local: string) => `${local}@medivia-si.example`;

/** The Slovenian department directory: recipients of contact messages. Sample mailboxes only. */
export const departments: Record<string, Department> = {
  prodaja: { mail: box('prodaja'), tel: '+386 1 000 00 10' },
  dijagnostika: { mail: box('diagnostika'), tel: '+386 1 000 00 11' },
  medicinska_oprema: { mail: box('medicinska-oprema'), tel: '+386 1 000 00 12' },
  oploditev_z_biomedicinsko_pomocjo: { mail: box('obmp'), tel: '+386 1 000 00 13' },
  stomatoloska_oprema: { mail: box('stomatologija'), tel: '+386 1 000 00 14' },
  veterina: { mail: box('veterina'), tel: '+386 1 000 00 15' },
  registracije: { mail: box('registracije'), tel: '+386 1 000 00 16' },
  farmakovigilancija: { mail: box('farmakovigilanca'), tel: '+386 1 000 00 17' },
  sektor_kvalitete: { mail: box('kakovost'), tel: '+386 1 000 00 18' },
  skladiste: { mail: box('skladisce'), tel: '+386 1 000 00 19' },
  sekundarno_pakiranje: { mail: box('pakiranje'), tel: '+386 1 000 00 20' },
  javna_nabava: { mail: box('javna-narocila'), tel: '+386 1 000 00 21' },
  racunovodstvo: { mail: box('racunovodstvo'), tel: '+386 1 000 00 22' },
  ljudski_potencijali: { mail: box('kariera'), tel: '+386 1 000 00 23' },
  uprava: { mail: box('uprava'), tel: '+386 1 000 00 24' },
};
