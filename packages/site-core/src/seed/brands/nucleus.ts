import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** The Nucleus sound processor (Cochlear). Its copy in every locale: seed data. */
export const nucleus: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Procesor zvuka Nucleus vanjski je dio sustava kohlearnog implantata: prima zvuk iz okoline, obrađuje ga i prenosi implantatu.',
    sections: [
      {
        heading: 'Čemu služi procesor',
        blocks: [
          {
            type: 'paragraph',
            text: 'Procesor se nosi iza uha ili, kod nekih modela, na glavi izvan uha. Mikrofoni hvataju zvuk, procesor ga pretvara u digitalni signal, a zavojnica ga kroz kožu prenosi implantatu. Suvremeni procesori Nucleus sami se prilagođavaju okruženju – tihoj sobi, razgovoru u buci ili glazbi – i mogu se povezati s kompatibilnim pametnim telefonima i dodatnom opremom za bežični prijenos zvuka.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Procesor Nucleus namijenjen je korisnicima kohlearnog implantata Nucleus. Noviji procesori kompatibilni su i s mnogim starijim implantatima, pa korisnici često mogu dobiti noviji procesor bez nove operacije. Može li se vaš procesor nadograditi, procjenjuje implantacijski centar.',
          },
        ],
      },
      {
        heading: 'Svakodnevna uporaba',
        blocks: [
          {
            type: 'list',
            items: [
              'baterije punite ili mijenjajte prema uputi proizvođača',
              'procesor čuvajte od vlage i udaraca; za kupanje i plivanje koristite samo za to predviđen vodootporni dodatak',
              'redovito provjeravajte zaštitu mikrofona i kabel zavojnice',
              'na kontrole u implantacijski centar dolazite prema dogovoru, jer se potrebne postavke s vremenom mijenjaju',
            ],
          },
        ],
      },
    ],
    safetyNote:
      'Procesor zvuka dio je medicinskog proizvoda. Pročitajte upute za uporabu, a s pitanjima o podešavanju obratite se svom audiologu u implantacijskom centru.',
    facts: [
      { label: 'Proizvođač', value: 'Cochlear' },
      { label: 'Vrsta proizvoda', value: 'Medicinski proizvod – procesor zvuka' },
      { label: 'Nošenje', value: 'Iza uha ili izvan uha, ovisno o modelu' },
    ],
  },
  sl: {
    lead: 'Zvočni procesor Nucleus je zunanji del sistema polževega vsadka: sprejme zvok iz okolice, ga obdela in prenese vsadku.',
    sections: [
      {
        heading: 'Čemu je namenjen procesor',
        blocks: [
          {
            type: 'paragraph',
            text: 'Procesor se nosi za ušesom ali, pri nekaterih modelih, na glavi zunaj ušesa. Mikrofoni ujamejo zvok, procesor ga pretvori v digitalni signal, tuljava pa ga skozi kožo prenese vsadku. Sodobni procesorji Nucleus se sami prilagajajo okolju – tihi sobi, pogovoru v hrupu ali glasbi – in jih je mogoče povezati z združljivimi pametnimi telefoni in dodatno opremo za brezžični prenos zvoka.',
          },
        ],
      },
      {
        heading: 'Komu je namenjen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Procesor Nucleus je namenjen uporabnikom polževega vsadka Nucleus. Novejši procesorji so združljivi tudi z mnogimi starejšimi vsadki, zato uporabniki pogosto lahko dobijo novejši procesor brez nove operacije. Ali je vaš procesor mogoče nadgraditi, oceni center za vsaditev.',
          },
        ],
      },
      {
        heading: 'Vsakdanja uporaba',
        blocks: [
          {
            type: 'list',
            items: [
              'baterije polnite ali menjajte po navodilih proizvajalca',
              'procesor varujte pred vlago in udarci; za kopanje in plavanje uporabljajte le za to namenjen vodoodporni dodatek',
              'redno preverjajte zaščito mikrofonov in kabel tuljave',
              'na kontrole v center za vsaditev prihajajte po dogovoru, saj se potrebne nastavitve s časom spreminjajo',
            ],
          },
        ],
      },
    ],
    safetyNote:
      'Zvočni procesor je del medicinskega pripomočka. Preberite navodila za uporabo, z vprašanji o nastavitvah pa se obrnite na svojega avdiologa v centru za vsaditev.',
    facts: [
      { label: 'Proizvajalec', value: 'Cochlear' },
      { label: 'Vrsta izdelka', value: 'Medicinski pripomoček – zvočni procesor' },
      { label: 'Nošenje', value: 'Za ušesom ali zunaj ušesa, odvisno od modela' },
    ],
  },
  bs: {
    lead: 'Procesor zvuka Nucleus vanjski je dio sistema kohlearnog implantata: prima zvuk iz okoline, obrađuje ga i prenosi implantatu.',
    sections: [
      {
        heading: 'Čemu služi procesor',
        blocks: [
          {
            type: 'paragraph',
            text: 'Procesor se nosi iza uha ili, kod nekih modela, na glavi izvan uha. Mikrofoni hvataju zvuk, procesor ga pretvara u digitalni signal, a zavojnica ga kroz kožu prenosi implantatu. Savremeni procesori Nucleus sami se prilagođavaju okruženju – tihoj sobi, razgovoru u buci ili muzici – i mogu se povezati s kompatibilnim pametnim telefonima i dodatnom opremom za bežični prenos zvuka.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Procesor Nucleus namijenjen je korisnicima kohlearnog implantata Nucleus. Noviji procesori kompatibilni su i s mnogim starijim implantatima, pa korisnici često mogu dobiti noviji procesor bez nove operacije. Da li se vaš procesor može nadograditi, procjenjuje implantacijski centar.',
          },
        ],
      },
      {
        heading: 'Svakodnevna upotreba',
        blocks: [
          {
            type: 'list',
            items: [
              'baterije punite ili mijenjajte prema uputstvu proizvođača',
              'procesor čuvajte od vlage i udaraca; za kupanje i plivanje koristite samo za to predviđen vodootporni dodatak',
              'redovno provjeravajte zaštitu mikrofona i kabl zavojnice',
              'na kontrole u implantacijski centar dolazite prema dogovoru, jer se potrebne postavke vremenom mijenjaju',
            ],
          },
        ],
      },
    ],
    safetyNote:
      'Procesor zvuka dio je medicinskog sredstva. Pročitajte uputstvo za upotrebu, a s pitanjima o podešavanju obratite se svom audiologu u implantacijskom centru.',
    facts: [
      { label: 'Proizvođač', value: 'Cochlear' },
      { label: 'Vrsta proizvoda', value: 'Medicinsko sredstvo – procesor zvuka' },
      { label: 'Nošenje', value: 'Iza uha ili izvan uha, zavisno od modela' },
    ],
  },
  en: {
    lead: 'The Nucleus sound processor is the external part of the cochlear implant system: it picks up sound, processes it and passes it to the implant.',
    sections: [
      {
        heading: 'What the processor does',
        blocks: [
          {
            type: 'paragraph',
            text: 'The processor is worn behind the ear or, with some models, off the ear on the head. Microphones pick up sound, the processor turns it into a digital signal, and a coil transmits it through the skin to the implant. Current Nucleus processors adjust automatically to the setting – a quiet room, a conversation in noise or music – and can connect to compatible smartphones and accessories for wireless streaming.',
          },
        ],
      },
      {
        heading: 'Who it is for',
        blocks: [
          {
            type: 'paragraph',
            text: 'The Nucleus processor is for recipients of a Nucleus cochlear implant. Newer processors are also compatible with many older implants, so recipients can often move to a newer processor without further surgery. Your implant centre will tell you whether your processor can be upgraded.',
          },
        ],
      },
      {
        heading: 'Everyday use',
        blocks: [
          {
            type: 'list',
            items: [
              'charge or change the batteries as the manufacturer instructs',
              'protect the processor from moisture and knocks; for bathing and swimming use only the waterproof accessory made for it',
              'check the microphone covers and the coil cable regularly',
              'keep your follow-up appointments at the implant centre, as the settings you need change over time',
            ],
          },
        ],
      },
    ],
    safetyNote:
      'The sound processor is part of a medical device. Read the instructions for use, and ask your audiologist at the implant centre about its settings.',
    facts: [
      { label: 'Manufacturer', value: 'Cochlear' },
      { label: 'Product type', value: 'Medical device – sound processor' },
      { label: 'Worn', value: 'Behind or off the ear, depending on the model' },
    ],
  },
};
