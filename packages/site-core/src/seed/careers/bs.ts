/** Karijere (bs). Otvorena radna mjesta su podaci tržišta (Market.openPositions). */
export default {
  lead: 'Iza svake isporuke apoteci, bolnici ili laboratoriji stoji tim farmaceuta, inženjera, logističara i prodajnih stručnjaka. Pridružite nam se ako želite da vaš rad nešto znači pacijentima.',
  intro: [
    'Kod nas i skladištar, i stručnjakinja za registracije, i servisni inženjer znaju zašto je njihov posao važan: lijek mora stići na vrijeme i u besprijekornom stanju. Zapošljavamo prema znanju i odnosu prema radu, nove kolege ozbiljno uvodimo u posao i rado ih unapređujemo unutar kompanije.',
  ],
  why: [
    {
      title: 'Posao koji ima smisla',
      text: 'Ono što skladištimo, dostavljamo i servisiramo završava u rukama ljekara, farmaceuta i pacijenata. Rezultat svog rada vidite svaki dan.',
    },
    {
      title: 'Prostor za razvoj',
      text: 'Mnogi naši rukovodioci počeli su u skladištu, na dostavi ili kao pripravnici. Karijeru planiramo zajedno, a ne samo radno mjesto.',
    },
    {
      title: 'Stručne kolege',
      text: 'Radit ćete uz farmaceute, biomedicinske inženjere, veterinare i logističare koji rado dijele svoje znanje.',
    },
    {
      title: 'Stabilan poslodavac',
      text: 'Više od tri decenije poslovanja u tri države i dugogodišnja saradnja s vodećim svjetskim proizvođačima.',
    },
  ],
  offer: [
    'Ugovor na neodređeno vrijeme nakon uspješnog probnog rada, za većinu radnih mjesta',
    'Strukturisano uvođenje u posao, uključujući sedmicu u skladištu i na dostavi',
    'Plaćene stručne edukacije, kongrese i certifikacije proizvođača',
    'Dodatno zdravstveno osiguranje i godišnji preventivni pregled',
    'Fleksibilan početak radnog vremena i rad od kuće gdje to posao dozvoljava',
    'Regres za godišnji odmor, novogodišnju nagradu i naknadu troškova prevoza',
    'Timske dane, sportski program i nagrade za jubilarni staž',
  ],
  positionsIntro:
    'Ovo su naša otvorena radna mjesta. Otvorite oglas da biste pročitali cijeli opis i prijavili se online sa svojom biografijom. Ne vidite odgovarajući oglas? Pošaljite nam otvorenu prijavu – uvijek nas zanimaju dobri farmaceuti, inženjeri i logističari.',
  applySteps: [
    {
      title: 'Prijavite se online',
      text: 'Otvorite oglas koji vas zanima, popunite kratak obrazac i priložite biografiju u PDF ili Word formatu, veličine najviše 10 MB. Potvrdu s referentnim brojem dobit ćete e-mailom.',
    },
    {
      title: 'Prvi razgovor',
      text: 'Ako vaše iskustvo odgovara radnom mjestu, neko iz službe ljudskih resursa nazvat će vas u roku od dvije sedmice na kratak razgovor.',
    },
    {
      title: 'Intervju',
      text: 'Upoznat ćete budućeg rukovodioca, a za stručna radna mjesta riješiti kratak praktični zadatak. Kandidate za skladište i dostavu provodimo kroz lokaciju.',
    },
    {
      title: 'Odluka',
      text: 'Ishod javljamo svakom kandidatu, bez obzira na to da li smo mu ponudili posao.',
    },
  ],
  applyText:
    'Nema odgovarajućeg oglasa? Pošaljite otvorenu prijavu: obrazac ispod stiže direktno našoj službi ljudskih resursa. Napišite nam kakav posao tražite.',
  privacyNote:
    'Podatke iz prijave koristimo isključivo za provođenje ovog konkursa. Čuvamo ih do njegovog završetka i šest mjeseci nakon toga, osim ako nam dozvolite da ih zadržimo duže radi budućih konkursa; tu saglasnost možete povući u bilo kojem trenutku. Sve pojedinosti, uključujući vaša prava, pročitajte u politici privatnosti.',
};
