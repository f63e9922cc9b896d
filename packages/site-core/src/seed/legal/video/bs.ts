/** Obavještenje o videonadzoru (bs). Rok čuvanja iz Market.legal.videoRetentionDays. */
export default {
  lead: 'Dio naših prostorija nalazi se pod videonadzorom. Ovo obavještenje objašnjava zašto, šta snimamo, ko može vidjeti snimke, koliko ih dugo čuvamo i koja su vaša prava.',
  sections: [
    {
      heading: 'Ko provodi videonadzor',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kontrolor je {corporateName}, {seatAddress}. Nama se možete obratiti na {companyEmail}, a našem službeniku za zaštitu podataka na {dpoEmail}. Videonadzor provodimo u skladu s pravilima o videonadzoru iz važećih propisa ({dataProtectionLaw}).',
        },
      ],
    },
    {
      heading: 'Gdje su kamere',
      blocks: [
        {
          type: 'list',
          items: [
            'na ulazima u naša skladišta, distributivne centre i urede;',
            'na utovarnim rampama i u prostorima za prijem robe;',
            'u skladišnim prostorima u kojima se čuvaju lijekovi i medicinska sredstva, uključujući prostorije za proizvode s posebnim uslovima čuvanja;',
            'na parkinzima, u dvorištima i uz vanjske ograde.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Kamera nema u toaletima, svlačionicama, prostorijama za odmor ni u kancelarijama u kojima se obavlja samo kancelarijski rad, a usmjerene su tako da susjedne posjede i javne površine obuhvataju samo u neizbježnoj mjeri. Svaki nadzirani prostor prije ulaska označen je oznakom sa slikom kamere i podacima o kontroloru i načinu kontakta.',
        },
      ],
    },
    {
      heading: 'Zašto provodimo videonadzor',
      blocks: [
        {
          type: 'list',
          items: [
            'radi sigurnosti uposlenika, posjetilaca i vozača u našim prostorijama;',
            'radi zaštite imovine – lijekova, medicinskih sredstava, opreme i vozila – od krađe i oštećenja;',
            'kako bismo spriječili da falsifikovani ili ukradeni lijekovi uđu u legalni lanac snabdijevanja;',
            'radi kontrole ulaska u prostorije i skladišta te izlaska iz njih, kako nalaže dobra distributivna praksa.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Videonadzor ne koristimo za praćenje radnog učinka uposlenika, a snimke ne koristimo ni u koje druge svrhe osim navedenih.',
        },
      ],
    },
    {
      heading: 'Pravni osnov',
      blocks: [
        {
          type: 'paragraph',
          text: 'Pravni osnov je naš legitimni interes za zaštitu osoba i imovine (član 6. stav 1. tačka (f) GDPR-a), zajedno s našim zakonskim obavezama sigurnog čuvanja lijekova i kontrole pristupa skladišnim prostorima. Procijenili smo da prava snimanih osoba ne prevladavaju nad tim interesom, jer kamere obuhvataju samo prostore koje treba zaštititi, a snimci se čuvaju kratko. Uposlenike o videonadzoru obavještavamo unaprijed, kako nalažu propisi o radu.',
        },
      ],
    },
    {
      heading: 'Šta se snima',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kamere snimaju sliku s datumom i vremenom, bez zvuka. Ne koristimo prepoznavanje lica niti bilo kakvu drugu biometrijsku obradu. Sliku uživo vide samo ovlašteni uposlenici službe obezbjeđenja.',
        },
      ],
    },
    {
      heading: 'Ko ima pristup snimcima',
      blocks: [
        {
          type: 'paragraph',
          text: 'Snimke smiju pregledati samo osobe koje je uprava pismeno ovlastila, naprimjer rukovodilac sigurnosti i rukovodilac pojedine lokacije, te agencija za zaštitu koja za nas postupa kao obrađivač na osnovu ugovora. Svaki pristup se bilježi. Policiji, sudovima ili osiguravajućim društvima snimke dajemo samo kada nas na to obavezuje zakon ili kada su potrebni za postavljanje, ostvarivanje ili odbranu pravnih zahtjeva.',
        },
      ],
    },
    {
      heading: 'Koliko dugo čuvamo snimke',
      blocks: [
        {
          type: 'paragraph',
          text: 'Snimci se automatski presnimavaju najkasnije {videoRetentionAfter}. Duže čuvamo samo snimak koji je potreban kao dokaz u konkretnom slučaju – povredi na radu, odštetnom zahtjevu ili krivičnoj prijavi – i to samo do završetka tog postupka.',
        },
      ],
    },
    {
      heading: 'Kako štitimo snimke',
      blocks: [
        {
          type: 'paragraph',
          text: 'Snimci se pohranjuju na snimačima u zaključanim tehničkim prostorijama na svakoj lokaciji, a ne u javnom oblaku. Snimači su šifrovani, svaka ovlaštena osoba prijavljuje se ličnim korisničkim računom, a sistem bilježi ko je i kada pregledao ili izdvojio koji snimak. Izdvojena kopija – naprimjer za policiju – šifruje se, predaje uz potpisanu potvrdu i briše čim se zaključi slučaj zbog kojeg je napravljena.',
        },
      ],
    },
    {
      heading: 'Vaša prava',
      blocks: [
        {
          type: 'list',
          items: [
            'pristup snimcima na kojima se nalazite – navedite datum, približno vrijeme i mjesto; druge osobe na snimku bit će zamagljene;',
            'brisanje snimka kada više nema razloga da se čuva;',
            'ograničenje obrade, naprimjer kako se snimak koji vam je potreban kao dokaz ne bi presnimio;',
            'prigovor na obradu koja se zasniva na našem legitimnom interesu.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Zahtjev pošaljite na {dpoEmail} što prije, jer se snimci presnimavaju {videoRetentionAfter}. Odgovorit ćemo najkasnije u roku od mjesec dana.',
        },
      ],
    },
    {
      heading: 'Prigovori',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ako smatrate da videonadzor povređuje vaša prava, možete podnijeti prigovor nadzornom organu. Nadležni organ je {supervisoryAuthority} ({supervisoryAuthorityShort}), {supervisoryAuthorityContact}. Više o tome kako obrađujemo lične podatke pročitajte u našoj politici privatnosti.',
        },
      ],
    },
  ],
};
