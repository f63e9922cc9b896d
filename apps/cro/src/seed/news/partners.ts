import { PostType, type NewsArticle } from '@medivia/site-core/model';

/** Partner news of the Croatian site: new representations and distribution agreements. */
export const partnerArticles: NewsArticle[] = [
  {
    id: 'embryolisse-representation',
    type: PostType.news,
    category: 'partners',
    date: '2025-02-17',
    illustration: 'pharmacy',
    seeAlso: ['marketing'],
    translations: {
      hr: {
        slug: 'embryolisse-u-nasem-portfelju',
        title: 'Embryolisse od sada u našem portfelju zastupanih robnih marki',
        summary:
          'Francuska robna marka za njegu kože dolazi u hrvatske ljekarne putem naše službe marketinga zastupstava.',
        body: [
          'Od veljače 2025. u Hrvatskoj zastupamo francusku robnu marku za njegu kože Embryolisse. Preuzeli smo uvoz, skladištenje i distribuciju cijele linije, kao i edukaciju ljekarničkih timova i marketinške aktivnosti na hrvatskom tržištu.',
          '## Što stiže u ljekarne',
          'U prvoj fazi ljekarne mogu naručiti hranjive i hidratantne kreme za lice, proizvode za čišćenje i skidanje šminke te njegu za osjetljivu kožu. Asortiman ćemo do jeseni proširiti prema potražnji i povratnim informacijama ljekarnika. Proizvode skladištimo prema istim standardima kao i ostatak portfelja, uz praćenje temperature od zaprimanja do isporuke.',
          '## Podrška ljekarničkim timovima',
          'Naše stručne suradnice obilaze ljekarne s uzorcima i materijalima za savjetovanje, a za ljekarničke timove pripremamo kratke edukacije o tipovima kože i odabiru proizvoda. Narudžbe primamo uobičajenim kanalima veleprodaje, a isporučujemo ih redovitom distribucijom od ponedjeljka do petka.',
          '„Embryolisse se prirodno uklapa uz dermokozmetičke marke koje već zastupamo. Ljekarnicima želimo ponuditi jasan izbor i pouzdanu opskrbu“, kaže Petra Primjer, voditeljica službe marketinga zastupstava.',
          'Više o robnim markama koje zastupamo pročitajte na stranici službe marketinga zastupstava, a za suradnju nam se javite putem obrasca za kontakt.',
        ],
      },
      en: {
        slug: 'embryolisse-joins-our-portfolio',
        title: 'Embryolisse joins our portfolio of represented brands',
        summary:
          'The French skin-care brand is now available to Croatian pharmacies through our brand marketing department.',
        body: [
          'Since February 2025 we have represented the French skin-care brand Embryolisse in Croatia. We handle import, storage and distribution of the full range, as well as training for pharmacy teams and marketing on the Croatian market.',
          '## What pharmacies can order',
          'The first deliveries cover nourishing and moisturising face creams, cleansers and make-up removers, and care for sensitive skin. We will widen the range by the autumn, guided by demand and by what pharmacists tell us. The products are stored to the same standards as the rest of our portfolio, with temperature monitoring from receipt to delivery.',
          '## Support for pharmacy teams',
          'Our field team visits pharmacies with samples and advice materials, and we are preparing short training sessions on skin types and choosing the right product. Orders go through the usual wholesale channels and are delivered by our regular distribution, Monday to Friday.',
          '“Embryolisse sits naturally alongside the dermocosmetic brands we already represent. We want to give pharmacists a clear choice and a reliable supply,” says Petra Primjer, head of brand marketing.',
          'Find out more about the brands we represent on the brand marketing department page, and get in touch through the contact form if you would like to work with us.',
        ],
      },
    },
  },
  {
    id: 'kelvora-partnership',
    type: PostType.news,
    category: 'partners',
    date: '2026-01-20',
    illustration: 'diagnostics',
    related: ['regulatory-webinar-mdr', 'fleet-81-vehicles'],
    seeAlso: ['diagnostics', 'equipmentService'],
    translations: {
      hr: {
        slug: 'partnerstvo-s-kelvora-diagnostics',
        title: 'Novo partnerstvo u laboratorijskoj dijagnostici: analizatori Kelvora',
        summary:
          'Postali smo ekskluzivni distributer analizatora i reagensa tvrtke Kelvora Diagnostics za Hrvatsku, uz instalaciju, edukaciju i servis 24/7.',
        body: [
          'Od siječnja 2026. zastupamo Kelvora Diagnostics, proizvođača analizatora za kliničku kemiju i imunokemiju. Ugovor obuhvaća distribuciju uređaja, reagensa i potrošnog materijala za bolničke i privatne laboratorije u Hrvatskoj.',
          '## Za srednje i velike laboratorije',
          'Integrirani sustav Kelvora CX 400 na jednoj platformi objedinjuje biokemijske i imunokemijske pretrage, uz kapacitet do 400 testova na sat. Reagensi se čuvaju u hlađenom spremniku analizatora, a uzorci se dodaju bez prekida rada, što je važno za hitne pretrage. Sustav se s laboratorijskim informacijskim sustavom povezuje standardnim sučeljima.',
          '## Podrška od instalacije do servisa',
          'Naši aplikacijski stručnjaci instaliraju i validiraju uređaj u laboratoriju te educiraju osoblje, a servisni tim dostupan je 24 sata dnevno, sedam dana u tjednu. Reagense isporučujemo vozilima s kontroliranom temperaturom, uz neprekinut nadzor hladnog lanca.',
          '„Laboratorijima želimo ponuditi pouzdanu platformu i podršku na hrvatskom jeziku, blizu njih. Kelvora se uklapa i u naš portfelj i u način na koji radimo“, kaže Marko Uzorak, voditelj službe laboratorijske dijagnostike.',
          'Laboratoriji zainteresirani za demonstraciju mogu nam se javiti putem obrasca za kontakt, uz odabir službe dijagnostike.',
        ],
      },
      en: {
        slug: 'partnership-with-kelvora-diagnostics',
        title: 'A new laboratory diagnostics partnership: Kelvora analysers',
        summary:
          'We are now the exclusive distributor of Kelvora Diagnostics analysers and reagents in Croatia, with installation, training and 24/7 service.',
        body: [
          'Since January 2026 we have represented Kelvora Diagnostics, a manufacturer of clinical chemistry and immunochemistry analysers. The agreement covers the distribution of instruments, reagents and consumables to hospital and private laboratories in Croatia.',
          '## For medium and large laboratories',
          'The integrated Kelvora CX 400 system runs clinical chemistry and immunoassays on a single platform, at up to 400 tests per hour. Reagents are kept in the analyser’s refrigerated compartment, and samples can be loaded without stopping the run, which matters for urgent tests. The system connects to the laboratory information system through standard interfaces.',
          '## Support from installation to service',
          'Our application specialists install and validate each analyser on site and train the laboratory staff, and our service team is available 24 hours a day, seven days a week. Reagents travel in our temperature-controlled vehicles, with the cold chain monitored throughout.',
          '“We want to give laboratories a dependable platform and support in their own language, close at hand. Kelvora fits both our portfolio and the way we work,” says Marko Uzorak, head of laboratory diagnostics.',
          'Laboratories interested in a demonstration can reach us through the contact form by choosing the diagnostics department.',
        ],
      },
    },
  },
];
