import { PostType, type NewsArticle } from '@medivia/site-core/model';

/** Donations and community projects of the Bosnian site. */
export const communityArticles: NewsArticle[] = [
  {
    id: 'nebuliser-donation',
    type: PostType.news,
    category: 'community',
    date: '2025-12-18',
    illustration: 'charity',
    related: ['group-35-years', 'sarajevo-premises'],
    seeAlso: ['medicalEquipment'],
    translations: {
      bs: {
        slug: 'donirali-smo-inhalatore-i-pulsne-oksimetre',
        title:
          'Donirali smo inhalatore i pulsne oksimetre porodicama djece s hroničnim bolestima pluća',
        summary:
          'Umjesto novogodišnjih poklona partnerima, sredstva smo usmjerili udruženju koje podržava porodice djece s astmom i cističnom fibrozom.',
        body: [
          'Već nekoliko godina novac predviđen za novogodišnje poklone poslovnim partnerima usmjeravamo tamo gdje može najviše pomoći. Ove godine odlučili smo podržati sarajevsko udruženje roditelja djece s hroničnim bolestima pluća, koje okuplja porodice djece s astmom, cističnom fibrozom i drugim dugotrajnim respiratornim oboljenjima.',
          '## Šta smo donirali',
          'Udruženje je dobilo trideset kompresorskih inhalatora i dvadeset pulsnih oksimetara, koje će posuđivati porodicama kojima su potrebni kod kuće. Za djecu koja se liječe godinama, dobar inhalator i mogućnost da se zasićenost krvi kisikom provjeri bez odlaska u bolnicu znače manje stresa i manje neplaniranih pregleda.',
          '## Više od opreme',
          'Naši stručni saradnici za medicinsku opremu održali su radionicu za roditelje o pravilnoj upotrebi i čišćenju inhalatora, jer se dobar dio problema u terapiji krije upravo u tome. Obavezali smo se i da ćemo narednih godinu dana besplatno mijenjati potrošni pribor.',
          'Zahvaljujemo kolegicama i kolegama koji su predložili ovu donaciju i sami učestvovali u radionici. Vrijednost donacije iznosi oko 9.000 KM.',
        ],
      },
      en: {
        slug: 'nebulisers-and-pulse-oximeters-for-families',
        title: 'Nebulisers and pulse oximeters for families of children with chronic lung disease',
        summary:
          'Instead of New Year gifts for our partners, we gave the money to an association that supports families of children with asthma and cystic fibrosis.',
        body: [
          'For several years now we have put the money meant for New Year gifts to our business partners where it can help most. This year we chose to support a Sarajevo association of parents of children with chronic lung disease, which brings together families of children with asthma, cystic fibrosis and other long-term respiratory conditions.',
          '## What we donated',
          'The association received thirty compressor nebulisers and twenty pulse oximeters, which it will lend to families who need them at home. For children who are treated for years, a good nebuliser and the chance to check blood oxygen without going to hospital mean less stress and fewer unplanned visits.',
          '## More than equipment',
          'Our medical equipment specialists ran a workshop for parents on using and cleaning nebulisers properly, since that is where a good share of treatment problems lie. We have also committed to replacing consumables free of charge for the next twelve months.',
          'We thank the colleagues who proposed this donation and took part in the workshop themselves. The donation is worth about 9,000 convertible marks (BAM).',
        ],
      },
    },
  },
];
