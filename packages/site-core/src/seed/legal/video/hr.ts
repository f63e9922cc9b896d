/** Obavijest o videonadzoru (hr). Rok čuvanja iz Market.legal.videoRetentionDays. */
export default {
  lead: 'Dio naših prostora nalazi se pod videonadzorom. Ova obavijest objašnjava zašto, što snimamo, tko može vidjeti snimke, koliko ih dugo čuvamo i koja su vaša prava.',
  sections: [
    {
      heading: 'Tko provodi videonadzor',
      blocks: [
        {
          type: 'paragraph',
          text: 'Voditelj obrade je {corporateName}, {seatAddress}. Nama se možete obratiti na {companyEmail}, a našem službeniku za zaštitu podataka na {dpoEmail}. Videonadzor provodimo u skladu s pravilima o videonadzoru iz važećih propisa ({dataProtectionLaw}).',
        },
      ],
    },
    {
      heading: 'Gdje su kamere',
      blocks: [
        {
          type: 'list',
          items: [
            'na ulazima u naša skladišta, distribucijske centre i urede;',
            'na utovarnim rampama i u prostorima za prijem robe;',
            'u skladišnim prostorima u kojima se čuvaju lijekovi i medicinski proizvodi, uključujući prostorije za proizvode s posebnim uvjetima čuvanja;',
            'na parkiralištima, u dvorištima i uz vanjske ograde.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Kamera nema u sanitarnim čvorovima, svlačionicama, prostorijama za odmor ni u uredima u kojima se obavlja samo uredski rad, a usmjerene su tako da obuhvaćaju susjedne posjede i javne površine samo u neizbježnoj mjeri. Svaki nadzirani prostor prije ulaska označen je oznakom sa slikom kamere i podacima o voditelju obrade i načinu kontakta.',
        },
      ],
    },
    {
      heading: 'Zašto provodimo videonadzor',
      blocks: [
        {
          type: 'list',
          items: [
            'radi sigurnosti zaposlenika, posjetitelja i vozača u našim prostorima;',
            'radi zaštite imovine – lijekova, medicinskih proizvoda, opreme i vozila – od krađe i oštećenja;',
            'kako bismo spriječili da krivotvoreni ili ukradeni lijekovi uđu u legalni opskrbni lanac;',
            'radi nadzora ulaska u prostore i skladišta te izlaska iz njih, kako nalaže dobra distribucijska praksa.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Videonadzor ne koristimo za praćenje radnog učinka zaposlenika, a snimke ne koristimo ni u koje druge svrhe osim navedenih.',
        },
      ],
    },
    {
      heading: 'Pravna osnova',
      blocks: [
        {
          type: 'paragraph',
          text: 'Pravna osnova je naš legitimni interes za zaštitu osoba i imovine (čl. 6. st. 1. t. (f) GDPR-a), zajedno s našim zakonskim obvezama sigurnog čuvanja lijekova i nadzora pristupa skladišnim prostorima. Procijenili smo da taj interes ne nadilaze prava snimanih osoba, jer kamere obuhvaćaju samo prostore koje treba zaštititi, a snimke se čuvaju kratko. Zaposlenike o videonadzoru obavješćujemo unaprijed, kako nalažu propisi o radu.',
        },
      ],
    },
    {
      heading: 'Što se snima',
      blocks: [
        {
          type: 'paragraph',
          text: 'Kamere snimaju sliku s datumom i vremenom, bez zvuka. Ne koristimo prepoznavanje lica ni bilo kakvu drugu biometrijsku obradu. Sliku uživo vide samo ovlašteni zaposlenici zaštitarske službe.',
        },
      ],
    },
    {
      heading: 'Tko ima pristup snimkama',
      blocks: [
        {
          type: 'paragraph',
          text: 'Snimke smiju pregledavati samo osobe koje je uprava pisano ovlastila, primjerice voditelj sigurnosti i voditelj pojedine lokacije, te zaštitarska tvrtka koja za nas postupa kao izvršitelj obrade na temelju ugovora. Svaki se pristup bilježi. Policiji, sudovima ili osigurateljima snimke dajemo samo kada nas na to obvezuje zakon ili kada su potrebne za postavljanje, ostvarivanje ili obranu pravnih zahtjeva.',
        },
      ],
    },
    {
      heading: 'Koliko dugo čuvamo snimke',
      blocks: [
        {
          type: 'paragraph',
          text: 'Snimke se automatski presnimavaju najkasnije {videoRetentionAfter}. Dulje čuvamo samo snimku koja je potrebna kao dokaz u konkretnom slučaju – ozljedi na radu, odštetnom zahtjevu ili kaznenoj prijavi – i to samo do završetka tog postupka.',
        },
      ],
    },
    {
      heading: 'Kako štitimo snimke',
      blocks: [
        {
          type: 'paragraph',
          text: 'Snimke se pohranjuju na snimačima u zaključanim tehničkim prostorijama na svakoj lokaciji, a ne u javnom oblaku. Snimači su šifrirani, svaka se ovlaštena osoba prijavljuje osobnim korisničkim računom, a sustav bilježi tko je i kada pregledao ili izdvojio koju snimku. Izdvojena preslika – primjerice za policiju – šifrira se, predaje uz potpisanu potvrdu i briše čim se zaključi slučaj zbog kojeg je izrađena.',
        },
      ],
    },
    {
      heading: 'Vaša prava',
      blocks: [
        {
          type: 'list',
          items: [
            'pristup snimkama na kojima se nalazite – navedite datum, približno vrijeme i mjesto; druge osobe na snimci bit će zamućene;',
            'brisanje snimke kada više nema razloga da se čuva;',
            'ograničenje obrade, primjerice kako se snimka koja vam je potrebna kao dokaz ne bi presnimila;',
            'prigovor na obradu koja se temelji na našem legitimnom interesu.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Zahtjev pošaljite na {dpoEmail} što prije, jer se snimke presnimavaju {videoRetentionAfter}. Odgovorit ćemo najkasnije u roku od mjesec dana.',
        },
      ],
    },
    {
      heading: 'Pritužbe',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ako smatrate da videonadzor povređuje vaša prava, možete podnijeti pritužbu nadzornom tijelu. Nadležno tijelo je {supervisoryAuthority} ({supervisoryAuthorityShort}), {supervisoryAuthorityContact}. Više o tome kako obrađujemo osobne podatke pročitajte u našim pravilima privatnosti.',
        },
      ],
    },
  ],
};
