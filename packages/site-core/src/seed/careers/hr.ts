/** Karijere (hr). Otvorena radna mjesta su podaci tržišta (Market.openPositions). */
export default {
  lead: 'Iza svake isporuke ljekarni, bolnici ili laboratoriju stoji tim farmaceuta, inženjera, logističara i prodajnih stručnjaka. Pridružite nam se ako želite da vaš rad nešto znači pacijentima.',
  intro: [
    'Kod nas i skladištar, i stručnjakinja za registracije, i servisni inženjer znaju zašto je njihov posao važan: lijek mora stići na vrijeme i u besprijekornom stanju. Zapošljavamo prema znanju i stavu, nove kolege ozbiljno uvodimo u posao i rado ih promičemo iznutra.',
  ],
  why: [
    {
      title: 'Posao koji ima smisla',
      text: 'Ono što skladištimo, dostavljamo i servisiramo završava u rukama liječnika, ljekarnika i pacijenata. Rezultat svog rada vidite svaki dan.',
    },
    {
      title: 'Prostor za razvoj',
      text: 'Mnogi naši voditelji počeli su u skladištu, na dostavi ili kao pripravnici. Karijeru planiramo zajedno, a ne samo radno mjesto.',
    },
    {
      title: 'Stručni kolege',
      text: 'Radit ćete uz farmaceute, inženjere biomedicine, veterinare i logističare koji rado dijele ono što znaju.',
    },
    {
      title: 'Stabilan poslodavac',
      text: 'Više od tri desetljeća poslovanja u tri države i dugogodišnja suradnja s vodećim svjetskim proizvođačima.',
    },
  ],
  offer: [
    'Ugovor na neodređeno vrijeme nakon uspješnog probnog rada, za većinu radnih mjesta',
    'Strukturirano uvođenje u posao, uključujući tjedan dana u skladištu i na dostavi',
    'Plaćene stručne edukacije, kongrese i certifikacije proizvođača',
    'Dopunsko zdravstveno osiguranje i godišnji preventivni pregled',
    'Fleksibilan početak radnog vremena i rad od kuće gdje to posao dopušta',
    'Božićnicu, regres i naknadu troškova prijevoza na posao',
    'Timske dane, sportski program i nagrade za jubilarni staž',
  ],
  positionsIntro:
    'Ovo su naša otvorena radna mjesta. Otvorite oglas kako biste pročitali cijeli opis i prijavili se online sa svojim životopisom. Ne vidite odgovarajući oglas? Pošaljite nam otvorenu prijavu – uvijek nas zanimaju dobri farmaceuti, inženjeri i logističari.',
  applySteps: [
    {
      title: 'Prijavite se online',
      text: 'Otvorite oglas koji vas zanima, ispunite kratak obrazac i priložite životopis u PDF ili Word formatu, veličine najviše 10 MB. Potvrdu s referentnim brojem primit ćete e-poštom.',
    },
    {
      title: 'Prvi razgovor',
      text: 'Ako vaše iskustvo odgovara radnom mjestu, kolegica ili kolega iz ljudskih potencijala nazvat će vas u roku od dva tjedna na kratak razgovor.',
    },
    {
      title: 'Intervju',
      text: 'Upoznat ćete budućeg voditelja, a za stručna radna mjesta riješiti kratak praktični zadatak. Kandidate za skladište i dostavu provodimo kroz lokaciju.',
    },
    {
      title: 'Odluka',
      text: 'Ishod javljamo svakom kandidatu, bez obzira na to jesmo li mu ponudili posao.',
    },
  ],
  applyText:
    'Nema odgovarajućeg oglasa? Pošaljite otvorenu prijavu: obrazac u nastavku stiže izravno našoj službi ljudskih potencijala. Napišite nam kakav posao tražite.',
  privacyNote:
    'Podatke iz prijave koristimo isključivo za provedbu ovog natječaja. Čuvamo ih do njegova završetka i šest mjeseci nakon toga, osim ako nam dopustite da ih zadržimo dulje radi budućih natječaja; tu privolu možete povući u bilo kojem trenutku. Sve pojedinosti, uključujući vaša prava, pročitajte u pravilima privatnosti.',
};
