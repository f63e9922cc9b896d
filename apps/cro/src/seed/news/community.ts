import { PostType, type NewsArticle } from '@medivia/site-core/model';

/** Donations and community projects of the Croatian site. */
export const communityArticles: NewsArticle[] = [
  {
    id: 'island-clinics-donation',
    type: PostType.news,
    category: 'community',
    date: '2025-12-10',
    illustration: 'charity',
    related: ['anniversary-35', 'fleet-81-vehicles'],
    seeAlso: ['medicalEquipment', 'equipmentService'],
    translations: {
      hr: {
        slug: 'donirali-smo-opremu-otocnim-ambulantama',
        title: 'Donirali smo medicinsku opremu ambulantama na otocima',
        summary:
          'Umjesto božićnih poklona poslovnim partnerima, ove smo godine opremili pet ambulanti obiteljske medicine na jadranskim otocima.',
        body: [
          'Već nekoliko godina sredstva namijenjena blagdanskim poklonima usmjeravamo u zajednicu. Ove smo godine odlučili pomoći ondje gdje je put do bolnice najduži: pet ambulanti obiteljske medicine na otocima dobilo je prijenosne EKG uređaje, pulsne oksimetre, automatske vanjske defibrilatore i hladnjake za lijekove s praćenjem temperature.',
          '## Oprema koja skraćuje put do dijagnoze',
          'Liječnici i medicinske sestre na otocima često su prva i jedina točka zdravstvene skrbi, osobito izvan turističke sezone. Snimka s prijenosnog EKG-a može se odmah poslati kardiologu na očitanje, a defibrilator i oksimetar presudni su u hitnim stanjima dok ne stigne helikopter ili brod hitne pomoći.',
          '## Isporuka, montaža i obuka',
          'Opremu su dovezla naša vozila, a serviseri službe medicinske opreme postavili su uređaje i osoblje obučili za njihovu uporabu. Preuzeli smo i redovito servisiranje sve donirane opreme u idućih pet godina, jer donacija ima smisla samo ako oprema radi onda kad je potrebna.',
          'Vrijednost donacije iznosi oko 38.000 eura. Zahvaljujemo kolegicama i kolegama koji su predložili ambulante i pomogli u organizaciji, kao i dobavljačima koji su dio opreme ustupili po sniženoj cijeni.',
        ],
      },
      en: {
        slug: 'equipment-donation-to-island-clinics',
        title: 'We donated medical equipment to island clinics',
        summary:
          'Instead of Christmas gifts for our business partners, this year we equipped five family medicine clinics on the Adriatic islands.',
        body: [
          'For several years now we have put the money set aside for holiday gifts back into the community. This year we chose to help where the way to a hospital is longest: five family medicine clinics on the islands received portable ECG devices, pulse oximeters, automated external defibrillators and medicine refrigerators with temperature monitoring.',
          '## Equipment that shortens the road to a diagnosis',
          'On the islands, doctors and nurses are often the first and only point of care, especially outside the tourist season. A portable ECG recording can be sent straight to a cardiologist for reading, and a defibrillator and an oximeter make all the difference in an emergency while the helicopter or ambulance boat is on its way.',
          '## Delivery, installation and training',
          'Our vans delivered the equipment, and technicians from our medical equipment department installed it and trained the staff to use it. We have also taken on regular servicing of all the donated equipment for the next five years, because a donation only makes sense if the equipment works when it is needed.',
          'The donation is worth about 38,000 euros. We thank the colleagues who proposed the clinics and helped organise the donation, and the suppliers who provided part of the equipment at a reduced price.',
        ],
      },
    },
  },
];
