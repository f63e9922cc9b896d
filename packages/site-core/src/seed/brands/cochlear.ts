import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Cochlear: implantable hearing solutions (medicinal products department); parent of Nucleus and the survey. Its copy in every locale: seed data. */
export const cochlear: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Cochlear je svjetski proizvođač implantabilnih slušnih rješenja. Zastupamo sustav kohlearnog implantata Nucleus i podržavamo korisnike, obitelji i implantacijske timove.',
    sections: [
      {
        heading: 'O tvrtki',
        blocks: [
          {
            type: 'paragraph',
            text: 'Cochlear Limited, sa sjedištem u Australiji, razvija i proizvodi kohlearne implantate i druga implantabilna slušna rješenja od ranih 1980-ih. Kohlearni implantat namijenjen je osobama s teškim do potpunim gubitkom sluha kojima slušni aparati ne pomažu dovoljno: elektrode u pužnici izravno podražuju slušni živac, a vanjski procesor zvuka pretvara zvukove iz okoline u signale koje implantat prenosi.',
          },
        ],
      },
      {
        heading: 'Put do implantata',
        blocks: [
          {
            type: 'paragraph',
            text: 'Odluku o ugradnji donosi tim implantacijskog centra – otorinolaringolog, audiolog, logoped i drugi stručnjaci – nakon detaljne obrade. Nakon operacije slijede uključivanje i podešavanje procesora te slušna rehabilitacija, koja traje mjesecima. Korisnicima i obiteljima u tom je razdoblju važna pouzdana podrška.',
          },
        ],
      },
      {
        heading: 'Što radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'U suradnji s implantacijskim centrima osiguravamo dostupnost implantata, procesora zvuka, rezervnih dijelova i pribora, prenosimo informacije o novim procesorima i nadogradnjama te pomažemo korisnicima u pitanjima jamstva i servisa procesora.',
          },
        ],
      },
    ],
    safetyNote:
      'Informacije na ovoj stranici opće su naravi. O prikladnosti kohlearnog implantata i o podešavanju procesora odlučuju liječnik i audiolog implantacijskog centra.',
    facts: [
      { label: 'Proizvođač', value: 'Cochlear Limited, Australija' },
      { label: 'Područje', value: 'Implantabilna slušna rješenja' },
      { label: 'Sustav', value: 'Kohlearni implantat Nucleus' },
    ],
  },
  sl: {
    lead: 'Cochlear je svetovni proizvajalec vsadnih slušnih rešitev. Zastopamo sistem polževega vsadka Nucleus in podpiramo uporabnike, družine in ekipe centrov za vsaditev.',
    sections: [
      {
        heading: 'O podjetju',
        blocks: [
          {
            type: 'paragraph',
            text: 'Cochlear Limited s sedežem v Avstraliji od zgodnjih osemdesetih let razvija in izdeluje polževe vsadke in druge vsadne slušne rešitve. Polžev vsadek je namenjen ljudem s hudo do popolno izgubo sluha, ki jim slušni aparati ne pomagajo dovolj: elektrode v polžu neposredno dražijo slušni živec, zunanji zvočni procesor pa zvoke iz okolice pretvori v signale, ki jih vsadek prenese naprej.',
          },
        ],
      },
      {
        heading: 'Pot do vsadka',
        blocks: [
          {
            type: 'paragraph',
            text: 'O vsaditvi odloči ekipa centra – otorinolaringolog, avdiolog, logoped in drugi strokovnjaki – po temeljiti obravnavi. Po operaciji sledijo vklop in nastavljanje procesora ter slušna rehabilitacija, ki traja več mesecev. Uporabniki in družine v tem obdobju potrebujejo zanesljivo podporo.',
          },
        ],
      },
      {
        heading: 'Kaj delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'V sodelovanju s centri za vsaditev zagotavljamo dobavljivost vsadkov, zvočnih procesorjev, rezervnih delov in pribora, posredujemo informacije o novih procesorjih in nadgradnjah ter uporabnikom pomagamo pri vprašanjih o garanciji in servisu procesorja.',
          },
        ],
      },
    ],
    safetyNote:
      'Informacije na tej strani so splošne narave. O primernosti polževega vsadka in nastavitvah procesorja odločata zdravnik in avdiolog v centru za vsaditev.',
    facts: [
      { label: 'Proizvajalec', value: 'Cochlear Limited, Avstralija' },
      { label: 'Področje', value: 'Vsadne slušne rešitve' },
      { label: 'Sistem', value: 'Polžev vsadek Nucleus' },
    ],
  },
  bs: {
    lead: 'Cochlear je svjetski proizvođač implantabilnih slušnih rješenja. Zastupamo sistem kohlearnog implantata Nucleus i podržavamo korisnike, porodice i implantacijske timove.',
    sections: [
      {
        heading: 'O kompaniji',
        blocks: [
          {
            type: 'paragraph',
            text: 'Cochlear Limited, sa sjedištem u Australiji, razvija i proizvodi kohlearne implantate i druga implantabilna slušna rješenja od ranih 1980-ih. Kohlearni implantat namijenjen je osobama s teškim do potpunim gubitkom sluha kojima slušni aparati ne pomažu dovoljno: elektrode u pužnici direktno podražuju slušni nerv, a vanjski procesor zvuka pretvara zvukove iz okoline u signale koje implantat prenosi.',
          },
        ],
      },
      {
        heading: 'Put do implantata',
        blocks: [
          {
            type: 'paragraph',
            text: 'Odluku o ugradnji donosi tim implantacijskog centra – otorinolaringolog, audiolog, logoped i drugi stručnjaci – nakon detaljne obrade. Nakon operacije slijede uključivanje i podešavanje procesora te slušna rehabilitacija, koja traje mjesecima. Korisnicima i porodicama u tom je periodu važna pouzdana podrška.',
          },
        ],
      },
      {
        heading: 'Šta radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'U saradnji s implantacijskim centrima obezbjeđujemo dostupnost implantata, procesora zvuka, rezervnih dijelova i pribora, prenosimo informacije o novim procesorima i nadogradnjama te pomažemo korisnicima u pitanjima garancije i servisa procesora.',
          },
        ],
      },
    ],
    safetyNote:
      'Informacije na ovoj stranici su opće prirode. O tome da li je kohlearni implantat odgovarajući i o podešavanju procesora odlučuju ljekar i audiolog implantacijskog centra.',
    facts: [
      { label: 'Proizvođač', value: 'Cochlear Limited, Australija' },
      { label: 'Oblast', value: 'Implantabilna slušna rješenja' },
      { label: 'Sistem', value: 'Kohlearni implantat Nucleus' },
    ],
  },
  en: {
    lead: 'Cochlear is a global maker of implantable hearing solutions. We represent the Nucleus cochlear implant system and support recipients, families and implant teams.',
    sections: [
      {
        heading: 'About the company',
        blocks: [
          {
            type: 'paragraph',
            text: 'Based in Australia, Cochlear Limited has developed and manufactured cochlear implants and other implantable hearing solutions since the early 1980s. A cochlear implant is for people with severe to profound hearing loss who get too little benefit from hearing aids: electrodes in the cochlea stimulate the hearing nerve directly, while an external sound processor turns the sounds around you into signals the implant passes on.',
          },
        ],
      },
      {
        heading: 'The road to an implant',
        blocks: [
          {
            type: 'paragraph',
            text: 'The decision to implant is made by the implant centre team – ENT surgeon, audiologist, speech therapist and other specialists – after a thorough assessment. Surgery is followed by switch-on, processor fitting and auditory rehabilitation that lasts for months. During this time recipients and families need dependable support.',
          },
        ],
      },
      {
        heading: 'What we do',
        blocks: [
          {
            type: 'paragraph',
            text: 'Working with implant centres, we make sure implants, sound processors, spare parts and accessories are available, pass on information about new processors and upgrades, and help recipients with warranty and processor service questions.',
          },
        ],
      },
    ],
    safetyNote:
      'The information on this page is general. Whether a cochlear implant is suitable and how the processor is set are decided by the doctor and audiologist at the implant centre.',
    facts: [
      { label: 'Manufacturer', value: 'Cochlear Limited, Australia' },
      { label: 'Field', value: 'Implantable hearing solutions' },
      { label: 'System', value: 'Nucleus cochlear implant' },
    ],
  },
};
