import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Actinica lotion (Galderma): a medical device for UV protection of skin at risk. Its copy in every locale: seed data. */
export const actinica: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Actinica losion je medicinski proizvod s vrlo visokom zaštitom od UVA i UVB zračenja, namijenjen svakodnevnoj zaštiti kože osoba s povećanim rizikom od nemelanomskih karcinoma kože.',
    sections: [
      {
        heading: 'Što je Actinica',
        blocks: [
          {
            type: 'paragraph',
            text: 'Actinica je losion razvijen za osobe čija je koža osobito podložna oštećenjima od sunca. Primjenjuje se svaki dan, tijekom cijele godine, kao pomoć u sprječavanju aktiničkih keratoza i drugih nemelanomskih karcinoma kože kod osoba s povećanim rizikom. Dolazi u bočici s dozatorom koji pri svakom potisku daje jednaku količinu losiona, pa je lako nanijeti pravu količinu.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjena',
        blocks: [
          {
            type: 'list',
            items: [
              'osobama s presađenim organom koje uzimaju lijekove za suzbijanje imunosti',
              'osobama koje su već imale aktiničke keratoze ili nemelanomski karcinom kože',
              'osobama svijetle puti koje lako izgore na suncu',
              'osobama koje zbog posla ili načina života mnogo vremena provode na otvorenom',
            ],
          },
          {
            type: 'paragraph',
            text: 'Je li Actinica prikladna za vas, procijenit će vaš liječnik ili dermatolog.',
          },
        ],
      },
      {
        heading: 'Kako se nanosi',
        blocks: [
          {
            type: 'paragraph',
            text: 'Losion nanesite svako jutro na svu kožu koju odjeća ne pokriva – prije izlaska na svjetlo i prije šminke ili drugih proizvoda. Za pouzdanu zaštitu potrebno je oko 2 mg losiona po kvadratnom centimetru kože; koliko potisaka dozatora treba za pojedino područje tijela, prikazano je na pakiranju. Ne zaboravite područja koja se lako preskoče:',
          },
          {
            type: 'list',
            items: [
              'lice: čelo, nos, obraze, uške i rubove usana; kod prorijeđene kose i tjeme',
              'vrat i zatiljak',
              'ruke: podlaktice i nadlanice',
              'dekolte i ramena kad su izloženi',
              'noge i hrptove stopala kad nosite kratke hlače ili sandale',
            ],
          },
          {
            type: 'paragraph',
            text: 'Između dva nanošenja – primjerice drugog sloja ili drugog proizvoda – pričekajte 10 do 15 minuta da se losion upije. Ako koristite sredstvo protiv komaraca, Acticinu nanesite otprilike 15 minuta prije njega. Nakon kupanja, jakog znojenja ili brisanja ručnikom nanošenje ponovite.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Actinica ne zamjenjuje zaštitu odjećom, šeširom i hladom i ne služi tome da se dulje boravi na suncu. Ako se pojavi nadražaj, osip ili reakcija nalik opeklini, prekinite primjenu i javite se liječniku.',
          },
        ],
      },
    ],
    safetyNote:
      'Actinica je medicinski proizvod. Prije uporabe pažljivo pročitajte uputu za uporabu, a za savjet se obratite liječniku ili ljekarniku.',
    facts: [
      { label: 'Proizvođač', value: 'Galderma' },
      { label: 'Vrsta proizvoda', value: 'Medicinski proizvod' },
      { label: 'Zaštita', value: 'Vrlo visoka, UVA i UVB' },
    ],
  },
  sl: {
    lead: 'Losjon Actinica je medicinski pripomoček z zelo visoko zaščito pred UVA- in UVB-sevanjem, namenjen vsakodnevni zaščiti kože ljudi s povečanim tveganjem za nemelanomske kožne rake.',
    sections: [
      {
        heading: 'Kaj je Actinica',
        blocks: [
          {
            type: 'paragraph',
            text: 'Actinica je losjon, razvit za ljudi, katerih koža je posebej dovzetna za poškodbe zaradi sonca. Uporablja se vsak dan, vse leto, kot pomoč pri preprečevanju aktiničnih keratoz in drugih nemelanomskih kožnih rakov pri ljudeh s povečanim tveganjem. Na voljo je v steklenički z dozirno črpalko, ki ob vsakem pritisku odmeri enako količino losjona, zato je pravo količino lahko nanesti.',
          },
        ],
      },
      {
        heading: 'Komu je namenjena',
        blocks: [
          {
            type: 'list',
            items: [
              'ljudem s presajenim organom, ki jemljejo zdravila za zaviranje imunosti',
              'ljudem, ki so že imeli aktinične keratoze ali nemelanomskega kožnega raka',
              'ljudem svetle polti, ki na soncu hitro zagorijo',
              'ljudem, ki zaradi dela ali načina življenja veliko časa preživijo na prostem',
            ],
          },
          {
            type: 'paragraph',
            text: 'Ali je Actinica primerna za vas, bo presodil vaš zdravnik ali dermatolog.',
          },
        ],
      },
      {
        heading: 'Kako jo nanesete',
        blocks: [
          {
            type: 'paragraph',
            text: 'Losjon nanesite vsako jutro na vso kožo, ki je oblačila ne pokrivajo – preden greste na svetlobo in pred ličili ali drugimi izdelki. Za zanesljivo zaščito potrebujete približno 2 mg losjona na kvadratni centimeter kože; koliko pritiskov črpalke potrebujete za posamezen predel telesa, je prikazano na ovojnini. Ne pozabite na predele, ki jih hitro spregledamo:',
          },
          {
            type: 'list',
            items: [
              'obraz: čelo, nos, lica, uhlje in robove ustnic; pri redkejših laseh tudi teme',
              'vrat in zatilje',
              'roke: podlakti in hrbtišča dlani',
              'dekolte in ramena, kadar sta izpostavljena',
              'noge in narti, kadar nosite kratke hlače ali sandale',
            ],
          },
          {
            type: 'paragraph',
            text: 'Med dvema nanosoma – na primer drugim slojem ali drugim izdelkom – počakajte 10 do 15 minut, da se losjon vpije. Če uporabljate sredstvo proti komarjem, nanesite Actinico približno 15 minut pred njim. Po kopanju, močnem potenju ali brisanju z brisačo nanos ponovite.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Actinica ne nadomešča zaščite z oblačili, klobukom in senco in ni namenjena daljšemu zadrževanju na soncu. Če se pojavijo draženje, izpuščaj ali reakcija, podobna opeklini, prenehajte z uporabo in se posvetujte z zdravnikom.',
          },
        ],
      },
    ],
    safetyNote:
      'Actinica je medicinski pripomoček. Pred uporabo natančno preberite navodila za uporabo, za nasvet pa se obrnite na zdravnika ali farmacevta.',
    facts: [
      { label: 'Proizvajalec', value: 'Galderma' },
      { label: 'Vrsta izdelka', value: 'Medicinski pripomoček' },
      { label: 'Zaščita', value: 'Zelo visoka, UVA in UVB' },
    ],
  },
  bs: {
    lead: 'Actinica losion je medicinsko sredstvo s vrlo visokom zaštitom od UVA i UVB zračenja, namijenjeno svakodnevnoj zaštiti kože osoba s povećanim rizikom od nemelanomskih karcinoma kože.',
    sections: [
      {
        heading: 'Šta je Actinica',
        blocks: [
          {
            type: 'paragraph',
            text: 'Actinica je losion razvijen za osobe čija je koža posebno podložna oštećenjima od sunca. Primjenjuje se svaki dan, tokom cijele godine, kao pomoć u sprečavanju aktiničnih keratoza i drugih nemelanomskih karcinoma kože kod osoba s povećanim rizikom. Dolazi u bočici s dozatorom koji pri svakom pritisku daje jednaku količinu losiona, pa je lako nanijeti pravu količinu.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjena',
        blocks: [
          {
            type: 'list',
            items: [
              'osobama s transplantiranim organom koje uzimaju lijekove za suzbijanje imuniteta',
              'osobama koje su već imale aktinične keratoze ili nemelanomski karcinom kože',
              'osobama svijetle puti koje lako izgore na suncu',
              'osobama koje zbog posla ili načina života mnogo vremena provode na otvorenom',
            ],
          },
          {
            type: 'paragraph',
            text: 'Da li je Actinica odgovarajuća za vas, procijenit će vaš ljekar ili dermatolog.',
          },
        ],
      },
      {
        heading: 'Kako se nanosi',
        blocks: [
          {
            type: 'paragraph',
            text: 'Losion nanesite svako jutro na svu kožu koju odjeća ne pokriva – prije izlaska na svjetlo i prije šminke ili drugih proizvoda. Za pouzdanu zaštitu potrebno je oko 2 mg losiona po kvadratnom centimetru kože; koliko pritisaka dozatora treba za pojedini dio tijela, prikazano je na pakovanju. Ne zaboravite dijelove koji se lako preskoče:',
          },
          {
            type: 'list',
            items: [
              'lice: čelo, nos, obraze, uške i rubove usana; kod prorijeđene kose i tjeme',
              'vrat i potiljak',
              'ruke: podlaktice i nadlanice',
              'dekolte i ramena kada su izloženi',
              'noge i gornji dio stopala kada nosite kratke hlače ili sandale',
            ],
          },
          {
            type: 'paragraph',
            text: 'Između dva nanošenja – naprimjer drugog sloja ili drugog proizvoda – sačekajte 10 do 15 minuta da se losion upije. Ako koristite sredstvo protiv komaraca, Acticinu nanesite otprilike 15 minuta prije njega. Nakon kupanja, jakog znojenja ili brisanja peškirom nanošenje ponovite.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Actinica ne zamjenjuje zaštitu odjećom, šeširom i hladom i ne služi tome da se duže boravi na suncu. Ako se pojavi iritacija, osip ili reakcija nalik opekotini, prekinite primjenu i javite se ljekaru.',
          },
        ],
      },
    ],
    safetyNote:
      'Actinica je medicinsko sredstvo. Prije upotrebe pažljivo pročitajte uputstvo za upotrebu, a za savjet se obratite ljekaru ili farmaceutu.',
    facts: [
      { label: 'Proizvođač', value: 'Galderma' },
      { label: 'Vrsta proizvoda', value: 'Medicinsko sredstvo' },
      { label: 'Zaštita', value: 'Vrlo visoka, UVA i UVB' },
    ],
  },
  en: {
    lead: 'Actinica lotion is a medical device with very high UVA and UVB protection, for the daily protection of people at increased risk of non-melanoma skin cancer.',
    sections: [
      {
        heading: 'What Actinica is',
        blocks: [
          {
            type: 'paragraph',
            text: 'Actinica is a lotion developed for people whose skin is particularly vulnerable to sun damage. It is used every day, all year round, to help prevent actinic keratoses and other non-melanoma skin cancers in people at increased risk. It comes in a pump dispenser that releases the same amount of lotion with each press, which makes it easy to apply the right dose.',
          },
        ],
      },
      {
        heading: 'Who it is for',
        blocks: [
          {
            type: 'list',
            items: [
              'organ transplant recipients taking immunosuppressive medicines',
              'people who have already had actinic keratoses or non-melanoma skin cancer',
              'people with fair skin that burns easily',
              'people who spend a lot of time outdoors for work or leisure',
            ],
          },
          {
            type: 'paragraph',
            text: 'Your doctor or dermatologist will advise whether Actinica is right for you.',
          },
        ],
      },
      {
        heading: 'How to apply it',
        blocks: [
          {
            type: 'paragraph',
            text: 'Apply the lotion every morning to all skin not covered by clothing – before going out into daylight and before make-up or other products. Reliable protection needs about 2 mg of lotion per square centimetre of skin; the pack shows how many pumps each body area needs. Remember the areas that are easily missed:',
          },
          {
            type: 'list',
            items: [
              'face: forehead, nose, cheeks, ears and the edges of the lips; the scalp if hair is thin',
              'neck and the back of the neck',
              'arms: forearms and the backs of the hands',
              'chest and shoulders when exposed',
              'legs and the tops of the feet when wearing shorts or sandals',
            ],
          },
          {
            type: 'paragraph',
            text: 'Between two applications – a second layer or another product – wait 10 to 15 minutes for the lotion to be absorbed. If you use a mosquito repellent, apply Actinica about 15 minutes before it. Reapply after swimming, heavy sweating or towelling.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Actinica does not replace protection by clothing, a hat and shade, and is not meant for staying longer in the sun. If irritation, a rash or a sunburn-like reaction appears, stop using it and see your doctor.',
          },
        ],
      },
    ],
    safetyNote:
      'Actinica is a medical device. Read the instructions for use carefully before use, and ask your doctor or pharmacist for advice.',
    facts: [
      { label: 'Manufacturer', value: 'Galderma' },
      { label: 'Product type', value: 'Medical device' },
      { label: 'Protection', value: 'Very high, UVA and UVB' },
    ],
  },
};
