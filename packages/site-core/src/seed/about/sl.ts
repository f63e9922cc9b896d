/** O nas (sl): zgodovina skupine, poslanstvo in vizija, certifikati. Podatki trga prihajajo iz Market. */
export default {
  lead: 'Od leta 1990 lekarne, bolnišnice, laboratorije ter zobozdravstvene in veterinarske ambulante oskrbujemo z zdravili, medicinskimi pripomočki in opremo – zanesljivo, pravočasno in s strokovno podporo.',
  intro: [
    'Medivia je nastala iz preproste zamisli: zdravstveni delavec ne bi smel čakati na zdravilo ali potrošni material, ki ga potrebuje za bolnika. Iz majhnega skladišča v Sveti Nedelji na Hrvaškem smo zrasli v skupino z družbami na Hrvaškem, v Sloveniji ter v Bosni in Hercegovini, z lastnim distribucijskim centrom, vozili z nadzorovano temperaturo in ekipami, specializiranimi za posamezna področja zdravstva.',
    'Danes pokrivamo celotno pot izdelka od proizvajalca do uporabnika: uvoz in registracijo, skladiščenje in prevoz v skladu z dobro distribucijsko prakso, sekundarno pakiranje, izobraževanje uporabnikov in servis opreme. Proizvajalcem smo lokalni partner, ki mu lahko zaupajo svoj trg, kupcem pa dobavitelj, ki ga lahko pokličejo, kadar koli nas potrebujejo.',
  ],
  historyIntro:
    'Več kot tri desetletja rasti, korak za korakom: od enega dostavnega kombija do regionalne mreže skladišč in pisarn.',
  history: [
    {
      year: 1990,
      title: 'Ustanovitev v Sveti Nedelji',
      text: 'Skupina farmacevtov ustanovi podjetje z enim ciljem: da bi lekarne v okolici Zagreba zdravila prejele še isti dan.',
      story: [
        'Prvo skladišče je merilo približno tristo kvadratnih metrov in je bilo v najemu na obrobju Svete Nedelje. Naročila so prihajala po telefonu in faksu, zapisovali pa so jih v rokovnik, ki ga uprava hrani še danes. Ves vozni park je bil en kombi, voznik pa je bil hkrati tudi skladiščnik.',
        'Že v prvem letu smo uvedli pravilo, ki velja še danes: naročilo, prejeto do poldneva, dostavimo isti dan. Farmacevti so to hitro opazili, zato se je krog dvajsetih lekarn kmalu razširil na zdravstvene domove in prve bolnišnice.',
        'Iz tistih časov izvira tudi navada, da vsak nov sodelavec prvi teden preživi v skladišču in na dostavi. Kdor enkrat vidi, kako zelo je farmacevt odvisen od pravočasne dostave, tega ne pozabi več.',
      ],
    },
    {
      year: 1993,
      title: 'Dovoljenje za promet z zdravili na debelo',
      text: 'Pridobimo dovoljenje za promet z zdravili na debelo in dostavo razširimo na vso Hrvaško, od javnih do bolnišničnih lekarn.',
    },
    {
      year: 1999,
      title: 'Diagnostika in dentalni program',
      text: 'Ustanovimo oddelka za laboratorijsko diagnostiko ter zobozdravstvo in zobotehniko. Zaposlimo prve servisne inženirje, ki analizatorje namestijo, vzdržujejo in umerjajo.',
    },
    {
      year: 2003,
      title: 'ISO 9001 in skladišče v Vukovarju',
      text: 'Sistem vodenja kakovosti certificiramo po standardu ISO 9001, v Vukovarju pa odpremo skladišče za kupce na vzhodu Hrvaške.',
    },
    {
      year: 2006,
      title: 'Medivia v Sloveniji',
      text: 'V Trzinu pri Ljubljani ustanovimo slovensko družbo, ki tukajšnjim kupcem ponudi laboratorijsko diagnostiko ter dentalni in veterinarski program.',
    },
    {
      year: 2008,
      title: 'Sarajevo in zdravje živali',
      text: 'V Sarajevu ustanovimo družbo za trg Bosne in Hercegovine, v skupini pa začne delovati oddelek za zdravje živali, namenjen veterinarskim ambulantam in kmetijam.',
    },
    {
      year: 2011,
      title: 'Nov distribucijski center',
      text: 'V Sveti Nedelji odpremo distribucijski center s hladilnicami in neprekinjenim spremljanjem temperature, zgrajen v skladu s smernicami dobre distribucijske prakse (GDP).',
    },
    {
      year: 2013,
      title: 'Dugopolje in Reka',
      text: 'S skladiščem v Dugopolju smo bližje kupcem v Dalmaciji, pisarna na Reki pa skrbi za Kvarner, Istro in otoke.',
    },
    {
      year: 2016,
      title: 'Sekundarno pakiranje po GMP',
      text: 'Odpremo obrat za sekundarno pakiranje in ponovno označevanje zdravil, ki deluje po načelih dobre proizvodne prakse (GMP).',
    },
    {
      year: 2018,
      title: 'Certifikat ISO 14001',
      text: 'Certificiramo sistem ravnanja z okoljem: optimiziramo dostavne poti, ločeno zbiramo odpadno embalažo in zmanjšujemo porabo energije v skladiščih.',
    },
    {
      year: 2020,
      title: 'Oskrba med pandemijo',
      text: 'Med pandemijo covida-19 dostav ne prekinemo niti za en dan; bolnišnicam in laboratorijem dostavljamo teste, zaščitno opremo in zdravila tudi zunaj rednega delovnega časa.',
    },
    {
      year: 2024,
      title: 'Pogled naprej',
      text: 'Obnovimo certifikata ISO 9001:2015 in ISO 14001:2015, na streho distribucijskega centra namestimo sončno elektrarno, v mestnih središčih pa uvedemo električna dostavna vozila.',
    },
  ],
  mission:
    'Skrbimo, da ima vsaka lekarna, bolnišnica, laboratorij in ambulanta, s katero sodelujemo, pravo zdravilo, izdelek ali napravo ob pravem času – shranjeno in dostavljeno natanko tako, kot predpisuje proizvajalec –, da se lahko zdravstveni delavci posvetijo bolnikom.',
  vision:
    'Želimo biti najbolj zaupanja vreden partner za distribucijo v zdravstvu v regiji: podjetje, ki mu proizvajalci zaupajo svoj trg in ki ga zdravstveni delavci pokličejo prvega.',
  values: [
    {
      title: 'Zanesljivost',
      text: 'Obljubljeni rok dostave je za nas zaveza, ne ocena. Zato zaloge načrtujemo vnaprej in sledimo vsaki pošiljki.',
    },
    {
      title: 'Kakovost brez bližnjic',
      text: 'Temperatura, sledljivost serije in urejena dokumentacija niso formalnost, temveč pogoj, da zdravilo prispe varno.',
    },
    {
      title: 'Strokovnost',
      text: 'Farmacevti, inženirji, biologi in veterinarji v naših oddelkih govorijo jezik svojih kupcev.',
    },
    {
      title: 'Odgovornost',
      text: 'Do bolnikov, sodelavcev in okolja: od varnosti pri delu do vsake prihranjene kilovatne ure v skladišču.',
    },
  ],
  certificatesIntro:
    'Naš sistem kakovosti redno preverjajo neodvisni certifikacijski organi in pristojni organi za zdravila. Znaki spodaj so narisani za to stran, kopije certifikatov pa pošljemo na zahtevo.',
  certificates: [
    {
      id: 'iso9001',
      title: 'ISO 9001:2015',
      text: 'Sistem vodenja kakovosti zajema nabavo, skladiščenje, distribucijo, sekundarno pakiranje in servis opreme, z letnimi nadzornimi presojami.',
    },
    {
      id: 'iso14001',
      title: 'ISO 14001:2015',
      text: 'Sistem ravnanja z okoljem: načrtovanje poti, ločeno zbiranje odpadkov, ravnanje z embalažo in spremljanje porabe energije.',
    },
    {
      id: 'gdp',
      title: 'GDP – dobra distribucijska praksa',
      text: 'Skladiščenje in prevoz zdravil po smernicah EU: kvalificirana vozila, temperaturno kartirana skladišča in sledljivost vsake serije.',
    },
    {
      id: 'gmp',
      title: 'GMP – dobra proizvodna praksa',
      text: 'Potrdilo o skladnosti za sekundarno pakiranje in ponovno označevanje zdravil, izdano po inšpekcijskem pregledu pristojnega organa za zdravila.',
    },
  ],
  locationsIntro:
    'Skladišča in pisarne skupine. Tapnite telefonsko številko, da pokličete neposredno z mobilnega telefona.',
  membershipsIntro:
    'Sodelujemo v strokovnih združenjih, ki oblikujejo pravila in standarde prometa z zdravili in medicinskimi pripomočki.',
  companyInfoText:
    'Polna firma družbe, sedež, matični in davčni podatki, osnovni kapital, poslovodstvo in poslovni računi.',
};
