import type { Department } from '@medivia/site-core';

const box = (local: string) => `${local}@medivia.example`;

/** The Croatian department directory (spec §3): recipients of contact messages. Sample mailboxes only. */
export const departments: Record<string, Department> = {
  prodaja: { mail: box('prodaja'), tel: '+385 1 000 0010' },
  veleprodaja: { mail: box('veleprodaja'), mail2: box('narudzbe'), tel: '+385 1 000 0011' },
  dijagnostika: { mail: box('dijagnostika'), tel: '+385 1 000 0012' },
  medicinska_oprema: { mail: box('medicinska-oprema'), tel: '+385 1 000 0013' },
  oploditev_z_biomedicinsko_pomocjo: { mail: box('mpo'), tel: '+385 1 000 0014' },
  stomatoloska_oprema: { mail: box('stomatologija'), tel: '+385 1 000 0015' },
  marketing_zastupstava: { mail: box('marketing'), tel: '+385 1 000 0016' },
  veterina: { mail: box('veterina'), tel: '+385 1 000 0017' },
  registracije: { mail: box('registracije'), tel: '+385 1 000 0018' },
  klinicke_studije: { mail: box('klinicke-studije'), tel: '+385 1 000 0019' },
  farmakovigilancija: { mail: box('farmakovigilancija'), tel: '+385 1 000 0020' },
  sektor_kvalitete: { mail: box('kvaliteta'), tel: '+385 1 000 0021' },
  servis: { mail: box('servis'), mail2: box('servis-dezurni'), tel: '+385 1 000 0022' },
  skladiste: { mail: box('skladiste'), tel: '+385 1 000 0023' },
  transport: { mail: box('transport'), tel: '+385 1 000 0024' },
  sekundarno_pakiranje: { mail: box('pakiranje'), tel: '+385 1 000 0025' },
  javna_nabava: { mail: box('javna-nabava'), tel: '+385 1 000 0026' },
  nabava: { mail: box('nabava'), tel: '+385 1 000 0027' },
  vanjska_trgovina: { mail: box('vanjska-trgovina'), tel: '+385 1 000 0028' },
  racunovodstvo: { mail: box('racunovodstvo'), tel: '+385 1 000 0029' },
  financije: { mail: box('financije'), tel: '+385 1 000 0030' },
  ljudski_potencijali: { mail: box('careers'), tel: '+385 1 000 0031' },
  informatika: { mail: box('informatika'), tel: '+385 1 000 0032' },
  pravni_poslovi: { mail: box('pravna'), tel: '+385 1 000 0033' },
  uprava: { mail: box('uprava'), tel: '+385 1 000 0034' },
  prodaja_sveta_nedjelja: { mail: box('sveta-nedelja'), tel: '+385 1 000 0035' },
  prodaja_vukovar: { mail: box('vukovar'), tel: '+385 32 000 010' },
  prodaja_dugopolje: { mail: box('dugopolje'), tel: '+385 21 000 010' },
  skladiste_vukovar: { mail: box('skladiste-vukovar'), tel: '+385 32 000 011' },
  skladiste_dugopolje: { mail: box('skladiste-dugopolje'), tel: '+385 21 000 011' },
};
