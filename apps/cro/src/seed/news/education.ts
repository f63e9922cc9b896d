import { PostType, type NewsArticle } from '@medivia/site-core/model';

/** Congresses, seminars and webinars of the Croatian site. */
export const educationArticles: NewsArticle[] = [
  {
    id: 'dental-congress-2025',
    type: PostType.event,
    category: 'education',
    date: '2025-10-02',
    illustration: 'dental',
    event: {
      start: '2025-10-16',
      end: '2025-10-18',
      place: 'Zagreb, kongresni centar, izlagački prostor br. 14',
    },
    seeAlso: ['dentalMedicine'],
    translations: {
      hr: {
        slug: 'stomatoloski-kongres-zagreb-2025',
        title: 'Posjetite nas na stomatološkom kongresu u Zagrebu',
        summary:
          'Od 16. do 18. listopada naš tim za stomatologiju i zubnu tehniku predstavlja novosti iz digitalne stomatologije, endodoncije i materijala za zubotehničke laboratorije.',
        body: [
          'Na ovogodišnjem stomatološkom kongresu u Zagrebu naći ćete nas na izlagačkom prostoru broj 14. Kao partner više od 1200 stomatoloških ordinacija i zubotehničkih laboratorija i zastupnik 47 dobavljača, pripremili smo izbor proizvoda i opreme koje možete isprobati na licu mjesta.',
          '## Što vas čeka na štandu',
          'Predstavljamo intraoralni skener sa softverom za planiranje nadomjestaka, novu generaciju endodontskih motora s apeks-lokatorom te kompozitne i cementne sustave za svakodnevni rad u ordinaciji. Za zubne tehničare pripremili smo CAD/CAM materijale i peć za sinteriranje cirkonijeve keramike.',
          '## Demonstracije i savjetovanje',
          'Sva tri dana u 11 i u 15 sati održavamo kratke praktične demonstracije od dvadesetak minuta. Broj mjesta je ograničen, pa vam preporučujemo da se prijavite unaprijed putem obrasca za kontakt, uz odabir službe za stomatologiju. Naši stručni suradnici rado će s vama razgovarati i o servisu, održavanju i nadogradnji opreme koju već imate.',
          'Posjetitelji štanda mogu ostaviti kontakt i dobiti ponudu s kongresnim popustom, koja vrijedi do kraja studenoga.',
        ],
      },
      en: {
        slug: 'dental-congress-zagreb-2025',
        title: 'Visit us at the dental congress in Zagreb',
        summary:
          'From 16 to 18 October our dental medicine and dental technics team presents what is new in digital dentistry, endodontics and dental laboratory materials.',
        place: 'Zagreb, congress centre, stand no. 14',
        body: [
          'At this year’s dental congress in Zagreb you will find us at stand number 14. As a partner to more than 1,200 dental practices and dental laboratories and the representative of 47 suppliers, we have put together a selection of products and equipment you can try on the spot.',
          '## What is on the stand',
          'We are showing an intraoral scanner with restoration planning software, a new generation of endodontic motors with an integrated apex locator, and composite and cement systems for everyday work in the practice. For dental technicians we have CAD/CAM materials and a sintering furnace for zirconia.',
          '## Demonstrations and advice',
          'On all three days we run short hands-on demonstrations of about twenty minutes at 11 am and 3 pm. Places are limited, so we recommend booking in advance through the contact form by choosing the dental department. Our specialists will also be happy to talk about service, maintenance and upgrades of the equipment you already have.',
          'Visitors to the stand can leave their details and receive an offer with a congress discount, valid until the end of November.',
        ],
      },
    },
  },
  {
    id: 'veterinary-seminar-2026',
    type: PostType.event,
    category: 'education',
    date: '2026-03-10',
    illustration: 'veterinary',
    event: {
      start: '2026-04-11T09:30',
      end: '2026-04-11T15:00',
      place: 'Vukovar, dvorana za edukacije distribucijskog centra',
    },
    seeAlso: ['animalHealth'],
    translations: {
      hr: {
        slug: 'seminar-za-veterinare-vukovar-2026',
        title: 'Seminar za veterinare: antiparazitna zaštita pasa i mačaka',
        summary:
          'U subotu 11. travnja u Vukovaru održavamo jednodnevni stručni seminar za veterinare i veterinarske tehničare, s predavanjima i radom na kliničkim slučajevima.',
        body: [
          'Služba veterine surađuje s više od 450 kupaca, od veterinarskih ambulanti i klinika do veterinarskih ljekarni, a edukacija je dio našeg svakodnevnog rada s njima. Proljetni seminar ove godine posvećujemo antiparazitnoj zaštiti pasa i mačaka, temi koja se s blažim zimama i sve češćim putovanjima s ljubimcima mijenja brže nego ikad.',
          '## Program',
          'Prijepodne su na rasporedu predavanja o širenju krpelja i komaraca u kontinentalnoj Hrvatskoj, o bolestima koje prenose, poput babezioze i dirofilarioze, te o izboru antiparazitika prema dobi, načinu života i zdravstvenom stanju životinje. Poslijepodne radimo u manjim skupinama na kliničkim slučajevima iz prakse.',
          'Predavači su veterinari iz kliničke prakse, a svi sudionici dobivaju potvrdu o sudjelovanju. Kotizacije nema, a ručak i materijali osigurani su.',
          '## Prijave',
          'Broj mjesta ograničen je na šezdeset sudionika. Prijave primamo do 3. travnja putem obrasca za kontakt, uz odabir službe veterine. Seminar se održava u dvorani za edukacije našeg distribucijskog centra u Vukovaru, gdje je osigurano i parkiralište.',
        ],
      },
      en: {
        slug: 'veterinary-seminar-vukovar-2026',
        title: 'Veterinary seminar: parasite control in dogs and cats',
        summary:
          'On Saturday 11 April we are holding a one-day seminar in Vukovar for veterinarians and veterinary technicians, with lectures and clinical case work.',
        place: 'Vukovar, training hall of our distribution centre',
        body: [
          'Our animal health department works with more than 450 customers, from veterinary practices and clinics to veterinary pharmacies, and education is part of how we work with them every day. This spring’s seminar is dedicated to parasite control in dogs and cats, a field that is changing faster than ever as winters get milder and more people travel with their pets.',
          '## Programme',
          'The morning lectures cover the spread of ticks and mosquitoes in continental Croatia, the diseases they carry, such as babesiosis and dirofilariasis, and how to choose an antiparasitic product by the animal’s age, lifestyle and health. In the afternoon we work in small groups on cases from everyday practice.',
          'The speakers are practising veterinarians, and every participant receives a certificate of attendance. There is no fee; lunch and materials are provided.',
          '## Registration',
          'Places are limited to sixty participants. Please register by 3 April through the contact form, choosing the animal health department. The seminar takes place in the training hall of our distribution centre in Vukovar, with parking on site.',
        ],
      },
    },
  },
  {
    id: 'regulatory-webinar-mdr',
    type: PostType.event,
    category: 'education',
    date: '2026-11-10',
    illustration: 'webinar',
    related: ['kelvora-partnership', 'dental-congress-2025'],
    event: { start: '2026-12-03T10:00', end: '2026-12-03T12:00', place: 'Online (webinar)' },
    seeAlso: ['regulatoryAffairs', 'repackaging'],
    translations: {
      hr: {
        slug: 'webinar-oznacavanje-medicinskih-proizvoda-mdr',
        title: 'Webinar: označavanje i registracija medicinskih proizvoda prema MDR-u',
        summary:
          'U četvrtak 3. prosinca od 10 do 12 sati naša služba za registracije objašnjava što Uredba (EU) 2017/745 znači za uvoznike i distributere.',
        body: [
          'Uredba (EU) 2017/745 o medicinskim proizvodima (MDR) donijela je strože zahtjeve za dokumentaciju, označavanje i nadzor proizvoda nakon stavljanja na tržište. Prijelazna razdoblja za mnoge proizvode ističu u sljedećim godinama, pa proizvođači i distributeri već sada moraju planirati.',
          '## Teme webinara',
          'Govorit ćemo o obvezama uvoznika i distributera prema člancima 13. i 14. MDR-a, o jedinstvenoj identifikaciji proizvoda (UDI) i registraciji u bazi EUDAMED, o označavanju i uputama za uporabu na hrvatskom jeziku te o tome kada prevođenje oznaka ili prepakiranje zahtijeva potvrdu prijavljenog tijela prema članku 16. Posljednjih pola sata rezervirali smo za vaša pitanja.',
          '## Kome je namijenjen',
          'Webinar je namijenjen regulatornim stručnjacima, osobama odgovornima za usklađenost s propisima i voditeljima kvalitete u tvrtkama koje proizvode, uvoze ili distribuiraju medicinske proizvode. Predavači su stručnjaci naše službe za registracije, koji svakodnevno vode postupke za domaće i inozemne proizvođače.',
          'Sudjelovanje je besplatno. Prijavite se putem obrasca za kontakt, uz odabir službe za registracije, a poveznicu za pristup poslat ćemo dan prije webinara. Snimku i prezentaciju dobit će svi prijavljeni.',
        ],
      },
      en: {
        slug: 'webinar-labelling-and-registration-of-medical-devices-mdr',
        title: 'Webinar: labelling and registering medical devices under the MDR',
        summary:
          'On Thursday 3 December, 10 am to noon, our regulatory affairs team explains what Regulation (EU) 2017/745 means for importers and distributors.',
        body: [
          'The Medical Device Regulation (EU) 2017/745 (MDR) brought stricter requirements for technical documentation, labelling and post-market surveillance. Transition periods for many devices end in the coming years, so manufacturers and distributors need to plan now.',
          '## Topics',
          'We will cover the obligations of importers and distributors under Articles 13 and 14 of the MDR, unique device identification (UDI) and registration in EUDAMED, labelling and instructions for use in Croatian, and when translating labels or repackaging requires a notified body certificate under Article 16. The last half hour is reserved for your questions.',
          '## Who should attend',
          'The webinar is meant for regulatory specialists, persons responsible for regulatory compliance and quality managers at companies that make, import or distribute medical devices. The speakers come from our regulatory affairs team, who handle procedures for domestic and foreign manufacturers every day.',
          'Taking part is free. Register through the contact form by choosing the regulatory affairs department, and we will send you the access link the day before. Everyone registered will receive the recording and the slides.',
        ],
      },
    },
  },
];
