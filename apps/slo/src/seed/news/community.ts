import { PostType, type NewsArticle } from '@medivia/site-core/model';

/** Donations and community projects of the Slovenian site. */
export const communityArticles: NewsArticle[] = [
  {
    id: 'aed-donation-trzin',
    type: PostType.news,
    category: 'community',
    date: '2025-11-27',
    illustration: 'charity',
    related: ['trzin-warehouse'],
    seeAlso: ['medicalEquipment'],
    translations: {
      sl: {
        slug: 'podarili-smo-defibrilator-in-organizirali-tecaj-ozivljanja',
        title: 'Podarili smo defibrilator in organizirali tečaj oživljanja',
        summary:
          'Ob selitvi v Trzin smo lokalni skupnosti podarili avtomatski zunanji defibrilator in za prebivalce organizirali brezplačen tečaj temeljnih postopkov oživljanja.',
        body: [
          'Ko smo se letos preselili v Trzin, smo novim sosedom želeli pokazati, da smo radi tu. Odločili smo se za darilo, ki lahko nekomu reši življenje: avtomatski zunanji defibrilator (AED), ki je odslej nameščen v ogrevani omarici ob vhodu v športno dvorano in dostopen podnevi in ponoči.',
          '## Vsaka minuta šteje',
          'Pri nenadnem srčnem zastoju se možnost preživetja z vsako minuto brez oživljanja zmanjša. Defibrilator v bližini in ljudje, ki se ga ne bojijo uporabiti, zato pomenijo zelo veliko. Naprava uporabnika vodi z glasovnimi navodili v slovenščini, električni sunek pa sproži le, če ga bolnik res potrebuje.',
          '## Tečaj za prebivalce',
          'Skupaj z lokalnim društvom za prvo pomoč smo organizirali dva brezplačna tečaja temeljnih postopkov oživljanja. Udeležilo se ju je 46 prebivalcev, med njimi trenerji športnih klubov, učitelji in upokojenci, ki so na lutkah vadili stise prsnega koša in uporabo defibrilatorja.',
          'Za redne preglede naprave ter menjavo elektrod in baterije bo skrbel naš oddelek za medicinsko opremo. Lokacijo defibrilatorja smo vpisali v register, ki ga uporablja dispečerska služba nujne medicinske pomoči.',
        ],
      },
      en: {
        slug: 'defibrillator-and-cpr-course-for-trzin',
        title: 'A defibrillator and a CPR course for our new neighbours',
        summary:
          'After moving to Trzin we gave the local community an automated external defibrillator and organised a free basic life support course for residents.',
        body: [
          'When we moved to Trzin this year, we wanted to show our new neighbours that we are glad to be here. We chose a gift that can save a life: an automated external defibrillator (AED), now mounted in a heated cabinet by the entrance to the sports hall and accessible day and night.',
          '## Every minute counts',
          'In sudden cardiac arrest, the chance of survival falls with every minute without resuscitation. A defibrillator close by, and people who are not afraid to use it, make a real difference. The device guides the user with spoken instructions in Slovenian and delivers a shock only if the patient actually needs one.',
          '## A course for residents',
          'Together with a local first aid society we ran two free basic life support courses. Forty-six residents took part, among them sports coaches, teachers and pensioners, who practised chest compressions and using the defibrillator on training manikins.',
          'Our medical equipment department will look after regular checks of the device and replace its pads and battery. We have also entered its location in the register used by the emergency medical dispatch service.',
        ],
      },
    },
  },
];
