import { PostType, type NewsArticle } from '@medivia/site-core/model';

/** Partner news of the Slovenian site. */
export const partnerArticles: NewsArticle[] = [
  {
    id: 'quickline-partnership',
    type: PostType.news,
    category: 'partners',
    date: '2025-06-10',
    illustration: 'diagnostics',
    related: ['regulatory-webinar-2026', 'trzin-warehouse'],
    seeAlso: ['diagnostics'],
    translations: {
      sl: {
        slug: 'analizatorji-nordlab-quickline',
        title: 'Analizatorji Nordlab QuickLine za hitro diagnostiko ob bolniku',
        summary:
          'Postali smo distributer analizatorjev za hitre teste ob bolniku proizvajalca Nordlab, namenjenih ambulantam družinske medicine in pediatričnim ambulantam.',
        body: [
          'Junija smo podpisali pogodbo o distribuciji z družbo Nordlab, proizvajalcem analizatorjev za hitro diagnostiko ob bolniku (POCT). Oddelek za laboratorijsko diagnostiko je tako v svoj portfelj dodal kompaktne naprave, s katerimi zdravnik izvid dobi že med pregledom.',
          '## Rezultat v nekaj minutah',
          'Analizator QuickLine iz kapljice kapilarne krvi v nekaj minutah izmeri vrednost CRP, ki pomaga pri odločitvi o zdravljenju z antibiotiki, ter glikirani hemoglobin (HbA1c) za spremljanje bolnikov s sladkorno boleznijo. Naprava ni večja od namiznega tiskalnika, rezultati pa se lahko samodejno prenesejo v ambulantni informacijski sistem.',
          '## Podpora od namestitve naprej',
          'Naši aplikacijski strokovnjaki napravo namestijo, preverijo njeno delovanje in usposobijo medicinske sestre, ki bodo z njo delale. Testne kartice in kontrolne materiale dostavljamo v vozilih z nadzorovano temperaturo, za pomoč pa smo na voljo tudi po telefonu.',
          '»Hitri testi ob bolniku skrajšajo pot do diagnoze in zmanjšajo nepotrebno predpisovanje antibiotikov. Veseli nas, da jih lahko ponudimo tudi manjšim ambulantam,« pravi Nina Zgled, vodja oddelka za laboratorijsko diagnostiko.',
          'Ambulante, ki bi analizator želele preizkusiti, nam lahko pišejo prek kontaktnega obrazca.',
        ],
      },
      en: {
        slug: 'nordlab-quickline-analysers',
        title: 'Nordlab QuickLine analysers for point-of-care testing',
        summary:
          'We are now the distributor of Nordlab point-of-care analysers, designed for family medicine and paediatric practices.',
        body: [
          'In June we signed a distribution agreement with Nordlab, a maker of point-of-care testing (POCT) analysers. Our laboratory diagnostics department has added to its portfolio compact instruments that give the doctor a result while the patient is still in the room.',
          '## A result in minutes',
          'From a drop of capillary blood, the QuickLine analyser measures CRP, which helps decide whether antibiotics are needed, and glycated haemoglobin (HbA1c) for monitoring patients with diabetes, in just a few minutes. The instrument is no bigger than a desktop printer, and results can be sent straight to the practice’s information system.',
          '## Support from installation onwards',
          'Our application specialists install the analyser, check that it works as it should and train the nurses who will use it. We deliver test cartridges and controls in temperature-controlled vans, and we are also there to help by phone.',
          '“Point-of-care tests shorten the road to a diagnosis and cut unnecessary antibiotic prescriptions. We are glad to be able to offer them to smaller practices too,” says Nina Zgled, head of laboratory diagnostics.',
          'Practices that would like to try the analyser can write to us through the contact form.',
        ],
      },
    },
  },
];
