import { PostType, type NewsArticle } from '@medivia/site-core/model';

/** Partner news of the Bosnian site. */
export const partnerArticles: NewsArticle[] = [
  {
    id: 'kelvora-bih',
    type: PostType.news,
    category: 'partners',
    date: '2026-02-25',
    illustration: 'diagnostics',
    related: ['regulatory-webinar-2026', 'sarajevo-premises'],
    seeAlso: ['diagnostics', 'regulatoryAffairs'],
    translations: {
      bs: {
        slug: 'analizatori-kelvora-sada-i-u-bih',
        title: 'Analizatori Kelvora sada i u Bosni i Hercegovini',
        summary:
          'Nakon Hrvatske, distribuciju analizatora za kliničku hemiju i imunohemiju proizvođača Kelvora Diagnostics preuzeli smo i za tržište Bosne i Hercegovine.',
        body: [
          'Od februara 2026. godine Kelvora Diagnostics zastupamo i u Bosni i Hercegovini. Saradnja je u januaru počela u Hrvatskoj, a sada laboratorijama u BiH nudimo iste analizatore, reagense i potrošni materijal, uz podršku na licu mjesta.',
          '## Jedna platforma za dvije vrste pretraga',
          'Integrisani sistem Kelvora CX 400 na jednoj platformi objedinjuje biohemijske i imunohemijske pretrage, s kapacitetom do 400 testova na sat. Uzorci se mogu dodavati bez prekida rada, što je važno za hitne pretrage, a sistem se s laboratorijskim informacionim sistemom povezuje standardnim interfejsima.',
          '## Registracija i podrška',
          'Naša služba za registracije pripremila je dokumentaciju za upis analizatora i reagensa u registar medicinskih sredstava pri Agenciji za lijekove i medicinska sredstva BiH. Aplikativni specijalisti instaliraju i validiraju uređaje u laboratoriji i obučavaju osoblje, a servisnu podršku pružamo zajedno s kolegama iz grupe.',
          '„Laboratorije u BiH zaslužuju pouzdanu opremu i podršku na svom jeziku, nadohvat ruke“, kaže Emir Uzorak, voditelj službe za laboratorijsku dijagnostiku. Laboratorije zainteresovane za prezentaciju mogu nam se javiti putem obrasca za kontakt.',
        ],
      },
      en: {
        slug: 'kelvora-analysers-now-in-bosnia-and-herzegovina',
        title: 'Kelvora analysers now available in Bosnia and Herzegovina',
        summary:
          'After Croatia, we have taken on the distribution of Kelvora Diagnostics clinical chemistry and immunochemistry analysers for Bosnia and Herzegovina as well.',
        body: [
          'Since February 2026 we have also represented Kelvora Diagnostics in Bosnia and Herzegovina. The partnership started in Croatia in January; now laboratories in Bosnia and Herzegovina can get the same analysers, reagents and consumables from us, with support on site.',
          '## One platform for two kinds of tests',
          'The integrated Kelvora CX 400 system runs clinical chemistry and immunoassays on a single platform, at up to 400 tests per hour. Samples can be loaded without stopping the run, which matters for urgent tests, and the system connects to the laboratory information system through standard interfaces.',
          '## Registration and support',
          'Our regulatory affairs team has prepared the documentation for entering the analysers and reagents in the register of medical devices kept by the Agency for Medicinal Products and Medical Devices of Bosnia and Herzegovina. Application specialists install and validate the instruments in the laboratory and train the staff, and we provide service together with our colleagues in the group.',
          '“Laboratories in Bosnia and Herzegovina deserve dependable equipment and support in their own language, close at hand,” says Emir Uzorak, head of laboratory diagnostics. Laboratories interested in a presentation can get in touch through the contact form.',
        ],
      },
    },
  },
];
