import type { Department } from '@medivia/site-core';

const box = (local: string) => `${local}@medivia-ba.example`;

/** The Bosnian department directory: recipients of contact messages. Sample mailboxes only. */
export const departments: Record<string, Department> = {
  prodaja: { mail: box('prodaja'), tel: '+387 33 000 010' },
  dijagnostika: { mail: box('dijagnostika'), tel: '+387 33 000 011' },
  medicinska_oprema: { mail: box('medicinska-oprema'), tel: '+387 33 000 012' },
  stomatoloska_oprema: { mail: box('stomatologija'), tel: '+387 33 000 013' },
  veterina: { mail: box('veterina'), tel: '+387 33 000 014' },
  registracije: { mail: box('registracije'), tel: '+387 33 000 015' },
  farmakovigilancija: { mail: box('farmakovigilanca'), tel: '+387 33 000 016' },
  sektor_kvalitete: { mail: box('kvalitet'), tel: '+387 33 000 017' },
  skladiste: { mail: box('skladiste'), tel: '+387 33 000 018' },
  sekundarno_pakiranje: { mail: box('pakovanje'), tel: '+387 33 000 019' },
  javna_nabava: { mail: box('javne-nabavke'), tel: '+387 33 000 020' },
  racunovodstvo: { mail: box('racunovodstvo'), tel: '+387 33 000 021' },
  ljudski_potencijali: { mail: box('careers'), tel: '+387 33 000 022' },
  uprava: { mail: box('uprava'), tel: '+387 33 000 023' },
};
