/** Kariera (sl). Prosta delovna mesta so podatki trga (Market.openPositions). */
export default {
  lead: 'Za vsako dostavo lekarni, bolnišnici ali laboratoriju stoji ekipa farmacevtov, inženirjev, logistov in prodajnih strokovnjakov. Pridružite se nam, če želite, da vaše delo nekaj pomeni bolnikom.',
  intro: [
    'Pri nas skladiščnik, strokovnjakinja za registracije in servisni inženir vedo, zakaj je njihovo delo pomembno: zdravilo mora prispeti pravočasno in v brezhibnem stanju. Zaposlujemo glede na znanje in odnos do dela, nove sodelavce skrbno uvedemo v delo in jim radi omogočimo napredovanje znotraj podjetja.',
  ],
  why: [
    {
      title: 'Delo, ki ima smisel',
      text: 'Kar skladiščimo, dostavljamo in servisiramo, konča v rokah zdravnikov, farmacevtov in bolnikov. Rezultat svojega dela vidite vsak dan.',
    },
    {
      title: 'Prostor za razvoj',
      text: 'Veliko naših vodij je začelo v skladišču, na dostavi ali kot pripravniki. Kariero načrtujemo skupaj, ne le delovnega mesta.',
    },
    {
      title: 'Strokovni sodelavci',
      text: 'Delali boste ob farmacevtih, biomedicinskih inženirjih, veterinarjih in logistih, ki radi delijo svoje znanje.',
    },
    {
      title: 'Stabilen delodajalec',
      text: 'Več kot tri desetletja poslovanja v treh državah in dolgoletno sodelovanje z vodilnimi svetovnimi proizvajalci.',
    },
  ],
  offer: [
    'Pogodba za nedoločen čas po uspešno opravljenem poskusnem delu, za večino delovnih mest',
    'Strukturirano uvajanje, vključno s tednom v skladišču in na dostavi',
    'Plačana strokovna izobraževanja, kongresi in certifikacije proizvajalcev',
    'Dodatno zdravstveno zavarovanje in letni preventivni pregled',
    'Gibljiv začetek delovnega časa in delo od doma, kjer narava dela to dopušča',
    'Regres, božičnica in povračilo stroškov prevoza na delo',
    'Dnevi ekipe, športni program in nagrade za jubilejno delovno dobo',
  ],
  positionsIntro:
    'To so naša prosta delovna mesta. Odprite oglas, preberite celoten opis in se prijavite prek spleta s svojim življenjepisom. Ne najdete pravega? Pošljite nam odprto prijavo – vedno nas zanimajo dobri farmacevti, inženirji in logisti.',
  applySteps: [
    {
      title: 'Prijavite se prek spleta',
      text: 'Odprite oglas, ki vas zanima, izpolnite kratek obrazec in priložite življenjepis v obliki PDF ali Word, velik največ 10 MB. Potrdilo z referenčno številko boste prejeli po e-pošti.',
    },
    {
      title: 'Prvi pogovor',
      text: 'Če vaše izkušnje ustrezajo delovnemu mestu, vas bo sodelavka ali sodelavec iz kadrovske službe v dveh tednih poklical na kratek pogovor.',
    },
    {
      title: 'Razgovor',
      text: 'Spoznali boste bodočega vodjo, za strokovna delovna mesta pa rešili krajšo praktično nalogo. Kandidate za skladišče in dostavo popeljemo po lokaciji.',
    },
    {
      title: 'Odločitev',
      text: 'Izid sporočimo vsakemu kandidatu, ne glede na to, ali smo mu ponudili zaposlitev.',
    },
  ],
  applyText:
    'Ni ustreznega delovnega mesta? Pošljite odprto prijavo: sporočilo iz spodnjega obrazca prejme neposredno naša kadrovska služba. Napišite nam, kakšno delo iščete.',
  privacyNote:
    'Podatke iz prijave uporabimo izključno za izvedbo tega izbirnega postopka. Hranimo jih do njegovega zaključka in še šest mesecev po njem, razen če nam dovolite, da jih hranimo dlje zaradi prihodnjih zaposlitev; to privolitev lahko kadar koli prekličete. Vse podrobnosti, tudi o vaših pravicah, so v politiki zasebnosti.',
};
