import { PostType, type NewsArticle } from '@medivia/site-core/model';

/** Professional meetings, seminars and webinars of the Slovenian site. */
export const educationArticles: NewsArticle[] = [
  {
    id: 'dental-meeting-2025',
    type: PostType.event,
    category: 'education',
    date: '2025-04-23',
    illustration: 'dental',
    seeAlso: ['dentalMedicine'],
    event: {
      start: '2025-05-16',
      end: '2025-05-17',
      place: 'Portorož, kongresni center, razstavni prostor 9',
    },
    translations: {
      sl: {
        slug: 'srecanje-zobozdravnikov-portoroz-2025',
        title: 'Obiščite nas na strokovnem srečanju zobozdravnikov v Portorožu',
        summary:
          'Od 16. do 17. maja bomo na razstavnem prostoru 9 predstavili novosti za zobozdravstvene ordinacije in zobotehnične laboratorije.',
        body: [
          'Tudi letos se bomo udeležili strokovnega srečanja zobozdravnikov v Portorožu, kjer se vsako pomlad zberejo zobozdravniki, ortodonti in zobni tehniki iz vse Slovenije. Na našem razstavnem prostoru vas bo pričakala ekipa oddelka za zobozdravstvo in zobotehniko.',
          '## Kaj bomo pokazali',
          'Predstavili bomo intraoralni skener s programsko opremo za načrtovanje protetičnih nadomestkov, nove endodontske motorje z vgrajenim apeksnim lokatorjem ter sodobne kompozitne materiale za estetske zalivke. Za zobotehnične laboratorije smo pripravili predstavitev materialov za CAD/CAM in peči za sintranje cirkonijeve keramike.',
          '## Praktične delavnice',
          'Oba dneva bomo ob 11. in 15. uri izvedli kratke praktične delavnice, na katerih boste lahko opremo preizkusili sami. Število mest je omejeno, zato vas prosimo, da se prijavite vnaprej prek kontaktnega obrazca in izberete oddelek za zobozdravstveno opremo.',
          'Z našimi strokovnjaki se lahko pogovorite tudi o servisu in vzdrževanju opreme, ki jo že uporabljate. Obiskovalci razstavnega prostora bodo prejeli posebno sejemsko ponudbo, ki velja do konca junija.',
        ],
      },
      en: {
        slug: 'dental-meeting-portoroz-2025',
        title: 'Visit us at the dental professionals’ meeting in Portorož',
        summary:
          'On 16 and 17 May we will be at stand 9, showing what is new for dental practices and dental laboratories.',
        place: 'Portorož, congress centre, stand 9',
        body: [
          'Once again we are taking part in the spring meeting of dental professionals in Portorož, which brings together dentists, orthodontists and dental technicians from all over Slovenia. The team of our dental medicine and dental technics department will be waiting for you at our stand.',
          '## What we will show',
          'We will present an intraoral scanner with software for planning restorations, new endodontic motors with an integrated apex locator, and modern composites for aesthetic fillings. For dental laboratories we have prepared a showcase of CAD/CAM materials and a sintering furnace for zirconia.',
          '## Hands-on workshops',
          'On both days we will run short hands-on workshops at 11 am and 3 pm, where you can try the equipment yourself. Places are limited, so please book ahead through the contact form by choosing the dental equipment department.',
          'You can also talk to our specialists about service and maintenance of the equipment you already use. Visitors to the stand will receive a special show offer, valid until the end of June.',
        ],
      },
    },
  },
  {
    id: 'veterinary-seminar-2025',
    type: PostType.event,
    category: 'education',
    date: '2025-09-18',
    illustration: 'veterinary',
    seeAlso: ['animalHealth'],
    event: {
      start: '2025-10-09T16:00',
      end: '2025-10-09T19:30',
      place: 'Trzin, predavalnica v našem skladišču',
    },
    translations: {
      sl: {
        slug: 'seminar-za-veterinarje-trzin-2025',
        title: 'Večerni seminar za veterinarje: kožne bolezni psov in mačk',
        summary:
          'V četrtek, 9. oktobra, vabimo veterinarje in veterinarske tehnike v Trzin na seminar o diagnostiki in zdravljenju pogostih kožnih bolezni malih živali.',
        body: [
          'Kožne težave so eden najpogostejših razlogov za obisk pri veterinarju. Zato smo jesenski seminar oddelka za veterino posvetili dermatologiji malih živali, od alergij do zajedavcev.',
          '## Program',
          'V prvem delu bo predavateljica iz klinične prakse predstavila diagnostični pristop k srbečici pri psih in mačkah: kako ločiti alergijo na hrano od atopijskega dermatitisa in kdaj pomisliti na zajedavce. Drugi del bo namenjen zdravljenju, negi kože in dlake ter pogovoru z lastniki, ki morajo zdravljenje pogosto izvajati več tednov.',
          'Sledila bo razprava o primerih, ki jih prinesete iz svojih ambulant. Priporočamo, da s seboj vzamete fotografije ali izvide, seveda brez osebnih podatkov lastnikov.',
          '## Prijava',
          'Udeležba je brezplačna, število mest pa je omejeno na 40. Prijave zbiramo do 2. oktobra prek kontaktnega obrazca, kjer izberete oddelek za veterino. Seminar bo potekal v predavalnici našega skladišča v Trzinu, kjer je na voljo brezplačno parkirišče. Po seminarju vas vabimo še na manjšo pogostitev.',
        ],
      },
      en: {
        slug: 'veterinary-seminar-trzin-2025',
        title: 'Evening seminar for veterinarians: skin diseases in dogs and cats',
        summary:
          'On Thursday 9 October we invite veterinarians and veterinary technicians to Trzin for a seminar on diagnosing and treating common skin diseases in small animals.',
        place: 'Trzin, lecture room at our warehouse',
        body: [
          'Skin problems are among the most common reasons for a visit to the vet. That is why our animal health department has dedicated its autumn seminar to small-animal dermatology, from allergies to parasites.',
          '## Programme',
          'In the first part, a practising clinician will walk through the diagnostic approach to itching in dogs and cats: how to tell a food allergy from atopic dermatitis, and when to think of parasites. The second part is about treatment, skin and coat care, and talking to owners, who often have to keep up a treatment for several weeks.',
          'We will close with a discussion of cases you bring from your own practice. Feel free to bring photos or test results, without the owners’ personal data, of course.',
          '## Registration',
          'Attendance is free, and places are limited to 40. Please register by 2 October through the contact form, choosing the animal health department. The seminar takes place in the lecture room of our Trzin warehouse, with free parking on site. Light refreshments will be served afterwards.',
        ],
      },
    },
  },
  {
    id: 'regulatory-webinar-2026',
    type: PostType.event,
    category: 'education',
    date: '2026-10-20',
    illustration: 'webinar',
    related: ['quickline-partnership', 'trzin-warehouse'],
    seeAlso: ['regulatoryAffairs', 'repackaging'],
    event: { start: '2026-12-09T09:00', end: '2026-12-09T11:00', place: 'Spletni seminar (Zoom)' },
    translations: {
      sl: {
        slug: 'spletni-seminar-mdr-ivdr-za-distributerje',
        title: 'Spletni seminar: obveznosti distributerjev po uredbah MDR in IVDR',
        summary:
          'V sredo, 9. decembra, od 9. do 11. ure bomo predstavili, kaj evropski uredbi o medicinskih pripomočkih zahtevata od uvoznikov in distributerjev.',
        body: [
          'Uredbi (EU) 2017/745 o medicinskih pripomočkih (MDR) in (EU) 2017/746 o in vitro diagnostičnih medicinskih pripomočkih (IVDR) sta uvoznikom in distributerjem naložili vrsto novih obveznosti. Ker se prehodna obdobja za številne pripomočke iztekajo, smo pripravili praktičen pregled za vse, ki pripomočke dobavljajo uporabnikom v Sloveniji.',
          '## Vsebina',
          'Pogovorili se bomo o tem, kaj mora distributer preveriti, preden pripomoček da na trg, kako ravnati z reklamacijami in vzorci, kako se pripomočki registrirajo v podatkovni zbirki EUDAMED in kaj zahteva edinstvena identifikacija pripomočka (UDI). Posebej se bomo posvetili označevanju v slovenskem jeziku ter primerom, ko prevod označb ali prepakiranje zahtevata certifikat priglašenega organa.',
          '## Komu je namenjen',
          'Seminar je namenjen strokovnjakom za regulativo, odgovornim osebam in vodjem kakovosti pri proizvajalcih, uvoznikih in distributerjih. Predavali bodo strokovnjaki našega oddelka za registracije, ki postopke za domače in tuje proizvajalce vodijo vsak dan.',
          'Udeležba je brezplačna. Prijavite se prek kontaktnega obrazca in izberite oddelek za registracije; povezavo do seminarja vam bomo poslali dan prej. Vsi prijavljeni bodo prejeli posnetek in predstavitev.',
        ],
      },
      en: {
        slug: 'webinar-mdr-and-ivdr-obligations-of-distributors',
        title: 'Webinar: what the MDR and IVDR require of distributors',
        summary:
          'On Wednesday 9 December, 9 to 11 am, we explain what the EU medical device regulations expect of importers and distributors.',
        place: 'Webinar (Zoom)',
        body: [
          'Regulation (EU) 2017/745 on medical devices (MDR) and Regulation (EU) 2017/746 on in vitro diagnostic medical devices (IVDR) gave importers and distributors a whole set of new obligations. With the transition periods for many devices coming to an end, we have put together a practical overview for everyone who supplies devices to users in Slovenia.',
          '## Topics',
          'We will discuss what a distributor has to check before making a device available, how to handle complaints and samples, how devices are registered in the EUDAMED database and what unique device identification (UDI) requires. We will pay particular attention to labelling in Slovenian and to the cases in which translating labels or repackaging calls for a notified body certificate.',
          '## Who it is for',
          'The webinar is meant for regulatory specialists, responsible persons and quality managers at manufacturers, importers and distributors. The speakers come from our regulatory affairs department, who run procedures for domestic and foreign manufacturers every day.',
          'Taking part is free. Register through the contact form by choosing the regulatory affairs department, and we will send you the link the day before. Everyone registered will receive the recording and the slides.',
        ],
      },
    },
  },
];
