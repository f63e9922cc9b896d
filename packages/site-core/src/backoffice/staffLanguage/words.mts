/**
 * One English text of the back office in the staff's other languages. `en` replaces the English where
 * the field files name a choice by its code (a route's key, a motif's code word): staff read names.
 */
export interface StaffWord {
  hr: string;
  sl: string;
  en?: string;
}

/** Every label, help text, choice and group of the back office, by its English text. */
export type StaffWords = Readonly<Record<string, StaffWord>>;

/** A name that is the same in every language (a brand, a standard). */
const same = (name: string): StaffWord => ({ hr: name, sl: name });

/** A code word of the field files, named in every language. */
const named = (en: string, hr: string, sl: string): StaffWord => ({ en, hr, sl });

/*
 * Croatian is also the admin's language in bih (Payload has no Bosnian: see i18n/adminLanguage.ts),
 * so the Croatian here avoids words Bosnian staff would not use.
 */
export const staffWords: StaffWords = {
  // Accounts
  User: { hr: 'Korisnik', sl: 'Uporabnik' },
  Users: { hr: 'Korisnici', sl: 'Uporabniki' },
  'Invite a colleague with their e-mail and role: they choose their own password from the mail. Create new asks for a password, for an account you must set up yourself.':
    {
      hr: 'Pozovite kolegu e-poštom i ulogom: lozinku će sam odabrati putem poruke. „Izradi novi” traži lozinku, za račun koji morate postaviti sami.',
      sl: 'Povabite sodelavca z e-naslovom in vlogo: geslo si izbere sam prek sporočila. »Ustvari novo« zahteva geslo, za račun, ki ga morate nastaviti sami.',
    },
  Role: { hr: 'Uloga', sl: 'Vloga' },
  Administrator: { hr: 'Administrator', sl: 'Skrbnik' },
  Editor: { hr: 'Urednik', sl: 'Urednik' },
  HR: { hr: 'Ljudski potencijali', sl: 'Kadrovska služba' },
  Pharmacovigilance: { hr: 'Farmakovigilancija', sl: 'Farmakovigilanca' },
  'Confidential person': { hr: 'Povjerljiva osoba', sl: 'Zaupnik' },
  'Second Factor': { hr: 'Drugi faktor', sl: 'Drugi faktor' },
  Media: { hr: 'Mediji', sl: 'Mediji' },
  'Second Factors': { hr: 'Drugi faktori', sl: 'Drugi faktorji' },
  Secret: { hr: 'Tajni ključ', sl: 'Skrivni ključ' },
  'Pending secret': { hr: 'Ključ u postavljanju', sl: 'Ključ v nastavitvi' },
  'Last step': { hr: 'Posljednji korak', sl: 'Zadnji korak' },
  'Recovery codes': { hr: 'Kodovi za oporavak', sl: 'Obnovitvene kode' },
  'Verified sessions': { hr: 'Potvrđene sesije', sl: 'Potrjene seje' },
  'Last changed by': { hr: 'Zadnji promijenio', sl: 'Nazadnje spremenil' },
  'Recorded on every save; each version keeps its own.': {
    hr: 'Bilježi se pri svakom spremanju; svaka verzija čuva svoj.',
    sl: 'Zabeleži se ob vsakem shranjevanju; vsaka različica ohrani svojega.',
  },

  // Groups of the navigation
  News: { hr: 'Novosti', sl: 'Novice' },
  Careers: { hr: 'Karijere', sl: 'Kariera' },
  Portfolio: { hr: 'Portfelj', sl: 'Portfelj' },
  Company: { hr: 'Tvrtka', sl: 'Podjetje' },
  Site: { hr: 'Stranice', sl: 'Spletno mesto' },

  // Words many fields share
  Title: { hr: 'Naslov', sl: 'Naslov' },
  Slug: { hr: 'Adresa (slug)', sl: 'Naslov URL (slug)' },
  Name: { hr: 'Naziv', sl: 'Ime' },
  Description: { hr: 'Opis', sl: 'Opis' },
  Summary: { hr: 'Sažetak', sl: 'Povzetek' },
  Body: { hr: 'Tekst', sl: 'Besedilo' },
  Lead: { hr: 'Uvod', sl: 'Uvod' },
  Sections: { hr: 'Odjeljci', sl: 'Razdelki' },
  Section: { hr: 'Odjeljak', sl: 'Razdelek' },
  Heading: { hr: 'Naslov odjeljka', sl: 'Naslov razdelka' },
  Text: { hr: 'Tekst', sl: 'Besedilo' },
  Items: { hr: 'Stavke', sl: 'Postavke' },
  Item: { hr: 'Stavka', sl: 'Postavka' },
  Label: { hr: 'Oznaka', sl: 'Oznaka' },
  Value: { hr: 'Vrijednost', sl: 'Vrednost' },
  Type: { hr: 'Vrsta', sl: 'Vrsta' },
  Page: { hr: 'Stranica', sl: 'Stran' },
  Key: named('Department', 'Odjel', 'Oddelek'),
  Alt: { hr: 'Alternativni tekst', sl: 'Nadomestno besedilo' },
  Logo: { hr: 'Logotip', sl: 'Logotip' },
  Website: { hr: 'Web-stranica', sl: 'Spletna stran' },
  Phone: { hr: 'Telefon', sl: 'Telefon' },
  'Second phone': { hr: 'Drugi telefon', sl: 'Drugi telefon' },
  Email: { hr: 'E-pošta', sl: 'E-pošta' },
  Country: { hr: 'Država', sl: 'Država' },
  Address: { hr: 'Adresa', sl: 'Naslov' },
  Street: { hr: 'Ulica i broj', sl: 'Ulica in hišna številka' },
  'Postal code': { hr: 'Poštanski broj', sl: 'Poštna številka' },
  City: { hr: 'Grad', sl: 'Kraj' },
  Year: { hr: 'Godina', sl: 'Leto' },
  Years: { hr: 'Godine', sl: 'Leta' },
  From: { hr: 'Od', sl: 'Od' },
  To: { hr: 'Do', sl: 'Do' },
  Since: { hr: 'Od godine', sl: 'Od leta' },
  Caption: { hr: 'Potpis', sl: 'Podnapis' },
  Intro: { hr: 'Uvodna rečenica', sl: 'Uvodni stavek' },
  Button: { hr: 'Tekst gumba', sl: 'Besedilo gumba' },
  Card: { hr: 'Kartica', sl: 'Kartica' },
  Cards: { hr: 'Kartice', sl: 'Kartice' },
  Fact: { hr: 'Podatak', sl: 'Podatek' },
  Facts: { hr: 'Podaci', sl: 'Podatki' },
  Paragraph: { hr: 'Odlomak', sl: 'Odstavek' },
  Step: { hr: 'Korak', sl: 'Korak' },
  Line: { hr: 'Redak', sl: 'Vrstica' },
  Group: { hr: 'Skupina', sl: 'Skupina' },
  'One sentence.': { hr: 'Jedna rečenica.', sl: 'En stavek.' },

  // News
  'News article or event': { hr: 'Novost ili događaj', sl: 'Novica ali dogodek' },
  'News and events': { hr: 'Novosti i događanja', sl: 'Novice in dogodki' },
  Kind: { hr: 'Vrsta', sl: 'Vrsta' },
  Event: { hr: 'Događaj', sl: 'Dogodek' },
  'Published on': { hr: 'Datum objave', sl: 'Datum objave' },
  Category: { hr: 'Kategorija', sl: 'Kategorija' },
  Start: { hr: 'Početak', sl: 'Začetek' },
  'Local time, e.g. 2027-03-14 or 2027-03-14T09:30.': {
    hr: 'Lokalno vrijeme, npr. 2027-03-14 ili 2027-03-14T09:30.',
    sl: 'Lokalni čas, npr. 2027-03-14 ali 2027-03-14T09:30.',
  },
  End: { hr: 'Završetak', sl: 'Konec' },
  Place: { hr: 'Mjesto', sl: 'Kraj' },
  Illustration: { hr: 'Ilustracija', sl: 'Ilustracija' },
  'The drawn motif of the card and header.': {
    hr: 'Nacrtani motiv kartice i zaglavlja.',
    sl: 'Narisani motiv kartice in glave.',
  },
  vehicles: named('Delivery vehicles', 'Dostavna vozila', 'Dostavna vozila'),
  certificate: named('Certificate', 'Certifikat', 'Certifikat'),
  dental: named('Dental medicine', 'Dentalna medicina', 'Dentalna medicina'),
  veterinary: named('Veterinary medicine', 'Veterina', 'Veterina'),
  diagnostics: named(
    'Laboratory diagnostics',
    'Laboratorijska dijagnostika',
    'Laboratorijska diagnostika',
  ),
  charity: named('Charity', 'Dobrotvornost', 'Dobrodelnost'),
  warehouse: named('Warehouse', 'Skladište', 'Skladišče'),
  webinar: named('Webinar', 'Webinar', 'Spletni seminar'),
  anniversary: named('Anniversary', 'Obljetnica', 'Obletnica'),
  equipment: named('Medical equipment', 'Medicinska oprema', 'Medicinska oprema'),
  people: named('People', 'Ljudi', 'Ljudje'),
  pharmacy: named('Pharmacy', 'Ljekarna', 'Lekarna'),
  Related: { hr: 'Povezani članci', sl: 'Povezani članki' },
  'Shown under the article; the same category when empty.': {
    hr: 'Prikazuju se ispod članka; ako je prazno, članci iste kategorije.',
    sl: 'Prikazani pod člankom; če je prazno, članki iste kategorije.',
  },
  'See also': { hr: 'Vidi i', sl: 'Glej tudi' },
  'Pages of the site the article is about (departments, services, about us).': {
    hr: 'Stranice o kojima članak govori (odjeli, usluge, o nama).',
    sl: 'Strani, o katerih govori članek (oddelki, storitve, o nas).',
  },
  // The site's pages, as See also lists them by their route.
  departments: named('Departments', 'Odjeli', 'Oddelki'),
  services: named('Services', 'Usluge', 'Storitve'),
  medicinalProducts: named('Medicinal products', 'Lijekovi', 'Zdravila'),
  animalHealth: named('Animal health', 'Zdravlje životinja', 'Zdravje živali'),
  dentalMedicine: named('Dental medicine', 'Dentalna medicina', 'Dentalna medicina'),
  marketing: named('Marketing', 'Marketing', 'Trženje'),
  medicalEquipment: named('Medical equipment', 'Medicinska oprema', 'Medicinska oprema'),
  warehousingAndTransport: named(
    'Warehousing and transport',
    'Skladištenje i transport',
    'Skladiščenje in transport',
  ),
  regulatoryAffairs: named('Regulatory affairs', 'Regulatorni poslovi', 'Regulativne zadeve'),
  clinicalTrials: named('Clinical trials', 'Klinička ispitivanja', 'Klinične študije'),
  repackaging: named('Repackaging', 'Prepakiranje', 'Prepakiranje'),
  equipmentService: named('Equipment service', 'Servis opreme', 'Servis opreme'),
  about: named('About us', 'O nama', 'O nas'),
  companyInformation: named('Company information', 'Podaci o tvrtki', 'Podatki o podjetju'),
  careers: named('Careers', 'Karijere', 'Kariera'),
  news: named('News and events', 'Novosti i događanja', 'Novice in dogodki'),
  documents: named('Documents', 'Dokumenti', 'Dokumenti'),
  contact: named('Contact', 'Kontakt', 'Kontakt'),
  privacyPolicy: named('Privacy policy', 'Politika privatnosti', 'Politika zasebnosti'),
  termsOfUse: named('Terms of use', 'Uvjeti korištenja', 'Pogoji uporabe'),
  cookiePolicy: named('Cookie policy', 'Politika kolačića', 'Politika piškotkov'),
  videoSurveillance: named('Video surveillance', 'Videonadzor', 'Videonadzor'),
  report: named('Reporting a side effect', 'Prijava nuspojave', 'Poročanje o neželenem učinku'),
  search: named('Search', 'Pretraživanje', 'Iskanje'),
  thankYou: named('Thank you', 'Hvala', 'Hvala'),
  galderma: same('Galderma'),
  galdermaActinica: named('Galderma: Actinica', 'Galderma: Actinica', 'Galderma: Actinica'),
  galdermaCetaphil: named('Galderma: Cetaphil', 'Galderma: Cetaphil', 'Galderma: Cetaphil'),
  galdermaExcipial: named('Galderma: Excipial', 'Galderma: Excipial', 'Galderma: Excipial'),
  galdermaDaylong: named('Galderma: Daylong', 'Galderma: Daylong', 'Galderma: Daylong'),
  neostrata: named('NeoStrata', 'NeoStrata', 'NeoStrata'),
  talika: named('Talika', 'Talika', 'Talika'),
  embryolisse: named('Embryolisse', 'Embryolisse', 'Embryolisse'),
  rowa: named('Rowa', 'Rowa', 'Rowa'),
  rowaRowatinex: named('Rowa: Rowatinex', 'Rowa: Rowatinex', 'Rowa: Rowatinex'),
  rowaRowachol: named('Rowa: Rowachol', 'Rowa: Rowachol', 'Rowa: Rowachol'),
  schmidgall: named('Schmidgall', 'Schmidgall', 'Schmidgall'),
  schmidgallCarmolDrops: named(
    'Schmidgall: Carmol drops',
    'Schmidgall: Carmol kapi',
    'Schmidgall: Carmol kapljice',
  ),
  schmidgallCarmolPastilles: named(
    'Schmidgall: Carmol pastilles',
    'Schmidgall: Carmol pastile',
    'Schmidgall: Carmol pastile',
  ),
  cochlear: named('Cochlear', 'Cochlear', 'Cochlear'),
  cochlearNucleus: named('Cochlear: Nucleus', 'Cochlear: Nucleus', 'Cochlear: Nucleus'),
  cochlearWellBeing: named('Cochlear: Well-being', 'Cochlear: Dobrobit', 'Cochlear: Dobro počutje'),
  'News category': { hr: 'Kategorija novosti', sl: 'Kategorija novic' },
  'News categories': { hr: 'Kategorije novosti', sl: 'Kategorije novic' },

  // Job openings
  'Job opening': { hr: 'Natječaj', sl: 'Prosto delovno mesto' },
  'Job openings': { hr: 'Natječaji', sl: 'Prosta delovna mesta' },
  Team: { hr: 'Tim', sl: 'Ekipa' },
  Location: { hr: 'Lokacija', sl: 'Lokacija' },
  'A city.': { hr: 'Grad.', sl: 'Kraj.' },
  Employment: { hr: 'Vrsta zaposlenja', sl: 'Vrsta zaposlitve' },
  'Full time': { hr: 'Puno radno vrijeme', sl: 'Polni delovni čas' },
  'Part time': { hr: 'Nepuno radno vrijeme', sl: 'Krajši delovni čas' },
  'Fixed term': { hr: 'Određeno vrijeme', sl: 'Določen čas' },
  Internship: { hr: 'Stručna praksa', sl: 'Pripravništvo' },
  'What you will do': { hr: 'Što ćete raditi', sl: 'Kaj boste delali' },
  Responsibility: { hr: 'Zadatak', sl: 'Naloga' },
  Responsibilities: { hr: 'Zadaci', sl: 'Naloge' },
  'What we look for': { hr: 'Što tražimo', sl: 'Kaj iščemo' },
  Requirement: { hr: 'Uvjet', sl: 'Pogoj' },
  Requirements: { hr: 'Uvjeti', sl: 'Pogoji' },
  'Posted on': { hr: 'Objavljeno', sl: 'Objavljeno' },
  'Closes on': { hr: 'Rok prijave', sl: 'Rok za prijavo' },
  'Last day to apply.': { hr: 'Posljednji dan za prijavu.', sl: 'Zadnji dan za prijavo.' },
  Closed: { hr: 'Zatvoren', sl: 'Zaprto' },
  // Whether an opening takes applications (its list's column and its sidebar)
  Applications: { hr: 'Prijave', sl: 'Prijave' },
  Open: { hr: 'Otvoren', sl: 'Odprto' },
  Expired: { hr: 'Istekao', sl: 'Poteklo' },
  'Filled or withdrawn before its closing date.': {
    hr: 'Popunjen ili povučen prije isteka roka.',
    sl: 'Zapolnjeno ali umaknjeno pred iztekom roka.',
  },

  // Brand pages
  'Brand page': { hr: 'Stranica marke', sl: 'Stran blagovne znamke' },
  'Brand pages': { hr: 'Stranice marki', sl: 'Strani blagovnih znamk' },
  'The brand as written.': { hr: 'Naziv marke kako se piše.', sl: 'Ime znamke, kot se piše.' },
  Department: { hr: 'Odjel', sl: 'Oddelek' },
  'The page appears below this department, where the market shows it.': {
    hr: 'Stranica se prikazuje ispod ovog odjela, ako ga stranice prikazuju.',
    sl: 'Stran se prikaže pod tem oddelkom, če ga spletno mesto prikazuje.',
  },
  'Marketing and representation': { hr: 'Marketing i zastupanje', sl: 'Trženje in zastopanje' },
  'Medicinal products and medical devices': {
    hr: 'Lijekovi i medicinski proizvodi',
    sl: 'Zdravila in medicinski pripomočki',
  },
  'Laboratory diagnostics': { hr: 'Laboratorijska dijagnostika', sl: 'Laboratorijska diagnostika' },
  'Animal health': { hr: 'Zdravlje životinja', sl: 'Zdravje živali' },
  'Dental medicine and dental technology': {
    hr: 'Dentalna medicina i dentalna tehnika',
    sl: 'Dentalna medicina in zobna tehnika',
  },
  'Medical devices and equipment': {
    hr: 'Medicinski uređaji i oprema',
    sl: 'Medicinske naprave in oprema',
  },
  'The page’s heading and the brand tile’s name, e.g. “Carmol drops”.': {
    hr: 'Naslov stranice i naziv na pločici marke, npr. „Carmol kapi”.',
    sl: 'Naslov strani in ime na ploščici znamke, npr. »Carmol kapljice«.',
  },
  'One sentence for the brand tile and search engines.': {
    hr: 'Jedna rečenica za pločicu marke i tražilice.',
    sl: 'En stavek za ploščico znamke in iskalnike.',
  },
  'Medicines and medical devices get the side-effect report link.': {
    hr: 'Lijekovi i medicinski proizvodi dobivaju poveznicu za prijavu nuspojave.',
    sl: 'Zdravila in medicinski pripomočki dobijo povezavo za poročanje o neželenem učinku.',
  },
  company: named('Company', 'Tvrtka', 'Podjetje'),
  medicine: named('Medicine', 'Lijek', 'Zdravilo'),
  herbalMedicine: named('Herbal medicine', 'Biljni lijek', 'Zeliščno zdravilo'),
  medicalDevice: named('Medical device', 'Medicinski proizvod', 'Medicinski pripomoček'),
  cosmetic: named('Cosmetic product', 'Kozmetički proizvod', 'Kozmetični izdelek'),
  pharmacyProduct: named('Pharmacy product', 'Ljekarnički proizvod', 'Lekarniški izdelek'),
  survey: named('Survey', 'Anketa', 'Anketa'),
  Mark: { hr: 'Natpis', sl: 'Napis' },
  'The lettering drawn as the brand’s tile until a logo is uploaded.': {
    hr: 'Natpis koji se crta na pločici marke dok se ne učita logotip.',
    sl: 'Napis, ki se izriše na ploščici znamke, dokler ni naložen logotip.',
  },
  Sub: { hr: 'Drugi redak', sl: 'Druga vrstica' },
  'A second, smaller line.': { hr: 'Drugi, manji redak.', sl: 'Druga, manjša vrstica.' },
  Style: { hr: 'Stil', sl: 'Slog' },
  serif: named('With serifs', 'Sa serifima', 'S serifi'),
  sans: named('Without serifs', 'Bez serifa', 'Brez serifov'),
  light: named('Light', 'Tanko', 'Tanko'),
  rounded: named('Rounded', 'Zaobljeno', 'Zaobljeno'),
  condensed: named('Condensed', 'Usko', 'Ozko'),
  Hue: { hr: 'Nijansa boje', sl: 'Barvni odtenek' },
  'The brand’s logo (PNG, JPEG or WebP) on its tile and page; the lettering above stands in while empty.':
    {
      hr: 'Logotip marke (PNG, JPEG ili WebP) na pločici i stranici; dok ga nema, prikazuje se natpis iznad.',
      sl: 'Logotip znamke (PNG, JPEG ali WebP) na ploščici in strani; dokler ga ni, se prikaže napis zgoraj.',
    },
  'The brand’s official https:// site.': {
    hr: 'Službena web-stranica marke (https://).',
    sl: 'Uradna spletna stran znamke (https://).',
  },
  Products: { hr: 'Proizvodi', sl: 'Izdelki' },
  'Safety note': { hr: 'Sigurnosna napomena', sl: 'Varnostno opozorilo' },
  'Read the leaflet; ask a pharmacist or doctor.': {
    hr: 'Pročitajte uputu; pitajte ljekarnika ili liječnika.',
    sl: 'Preberite navodilo; vprašajte farmacevta ali zdravnika.',
  },

  // Documents
  Document: { hr: 'Dokument', sl: 'Dokument' },
  'Documents and certificates': { hr: 'Dokumenti i certifikati', sl: 'Dokumenti in certifikati' },
  'Listed on the documents page by type (certificates first), newest first. {medicinesAgency} and {medicinesAgencyShort} in a text are filled in from the company data.':
    {
      hr: 'Na stranici dokumenata navode se po vrsti (najprije certifikati), od najnovijeg. {medicinesAgency} i {medicinesAgencyShort} u tekstu popunjavaju se iz podataka o tvrtki.',
      sl: 'Na strani dokumentov so razvrščeni po vrsti (najprej certifikati), od najnovejšega. {medicinesAgency} in {medicinesAgencyShort} v besedilu se izpolnita iz podatkov o podjetju.',
    },
  Certificate: { hr: 'Certifikat', sl: 'Certifikat' },
  Authorisation: { hr: 'Odobrenje', sl: 'Dovoljenje' },
  Policy: { hr: 'Politika', sl: 'Politika' },
  Form: { hr: 'Obrazac', sl: 'Obrazec' },
  'Issued or revised on': { hr: 'Izdano ili revidirano', sl: 'Izdano ali revidirano' },
  PDF: same('PDF'),
  'The current, signed PDF: visitors download it. Without one, the page offers it on request.': {
    hr: 'Važeći, potpisani PDF koji posjetitelji preuzimaju. Bez njega stranica ga nudi na zahtjev.',
    sl: 'Veljavni, podpisani PDF, ki ga obiskovalci prenesejo. Brez njega ga stran ponudi na zahtevo.',
  },

  // Fixed pages' copy
  'Department or service page': {
    hr: 'Stranica odjela ili usluge',
    sl: 'Stran oddelka ali storitve',
  },
  'Department and service pages': {
    hr: 'Stranice odjela i usluga',
    sl: 'Strani oddelkov in storitev',
  },
  'The text of each department’s and service’s page. The page’s address, figures, certificates, brands and related pages are set by the site.':
    {
      hr: 'Tekst stranice svakog odjela i usluge. Adresu stranice, brojke, certifikate, marke i povezane stranice određuje sustav.',
      sl: 'Besedilo strani vsakega oddelka in storitve. Naslov strani, številke, certifikate, znamke in povezane strani določa sistem.',
    },
  'The page’s name in this list. Its title in menus and headings, and its description, are in Site → Page titles and descriptions.':
    {
      hr: 'Naziv stranice na ovom popisu. Njezin naslov u izbornicima i naslovima te opis nalaze se u Stranice → Naslovi i opisi stranica.',
      sl: 'Ime strani na tem seznamu. Njen naslov v menijih in naslovih ter opis sta v Spletno mesto → Naslovi in opisi strani.',
    },
  'What the team does and for whom, in headed sections.': {
    hr: 'Čime se tim bavi i za koga, u odjeljcima s naslovima.',
    sl: 'Kaj ekipa dela in za koga, v razdelkih z naslovi.',
  },
  'What we offer (cards)': { hr: 'Što nudimo (kartice)', sl: 'Kaj ponujamo (kartice)' },
  'Closing call to action': { hr: 'Poziv na kraju stranice', sl: 'Poziv na koncu strani' },
  'Its button opens the contact form addressed to this department.': {
    hr: 'Njegov gumb otvara kontaktni obrazac upućen ovom odjelu.',
    sl: 'Njegov gumb odpre kontaktni obrazec, naslovljen na ta oddelek.',
  },
  'The fixed page this copy is for.': {
    hr: 'Stalna stranica kojoj ovaj tekst pripada.',
    sl: 'Stalna stran, ki ji to besedilo pripada.',
  },
  'Medicinal products': { hr: 'Lijekovi', sl: 'Zdravila' },
  Diagnostics: { hr: 'Dijagnostika', sl: 'Diagnostika' },
  'Dental medicine': { hr: 'Dentalna medicina', sl: 'Dentalna medicina' },
  Marketing: { hr: 'Marketing', sl: 'Trženje' },
  'Medical equipment': { hr: 'Medicinska oprema', sl: 'Medicinska oprema' },
  'Warehousing and transport': { hr: 'Skladištenje i transport', sl: 'Skladiščenje in transport' },
  'Regulatory affairs': { hr: 'Regulatorni poslovi', sl: 'Regulativne zadeve' },
  'Clinical trials': { hr: 'Klinička ispitivanja', sl: 'Klinične študije' },
  Repackaging: { hr: 'Prepakiranje', sl: 'Prepakiranje' },
  'Equipment service': { hr: 'Servis opreme', sl: 'Servis opreme' },
  'Represented brand page': { hr: 'Stranica zastupane marke', sl: 'Stran zastopane znamke' },
  'Represented brand pages': { hr: 'Stranice zastupanih marki', sl: 'Strani zastopanih znamk' },
  'The text of the brand pages the site is built with, those this market shows. Their addresses, lettering and menus are set by the site; a brand you add yourself is a Brand page.':
    {
      hr: 'Tekst stranica marki s kojima su stranice izrađene, onih koje ovo tržište prikazuje. Adrese, natpise i izbornike određuje sustav; marka koju dodate sami je Stranica marke.',
      sl: 'Besedilo strani znamk, s katerimi je spletno mesto izdelano, tistih, ki jih ta trg prikazuje. Naslove, napise in menije določa sistem; znamka, ki jo dodate sami, je Stran blagovne znamke.',
    },
  'What it is, for whom, how it is used, in headed sections.': {
    hr: 'Što je, za koga i kako se upotrebljava, u odjeljcima s naslovima.',
    sl: 'Kaj je, za koga in kako se uporablja, v razdelkih z naslovi.',
  },
  'Product lines (cards)': { hr: 'Linije proizvoda (kartice)', sl: 'Linije izdelkov (kartice)' },
  'Optional: a heading and at least two cards. A brand with pages of its own lists them instead.': {
    hr: 'Neobavezno: naslov i najmanje dvije kartice. Marka s vlastitim podstranicama umjesto toga navodi njih.',
    sl: 'Neobvezno: naslov in vsaj dve kartici. Znamka z lastnimi podstranmi namesto tega navede te.',
  },
  'The standing line: read the leaflet, ask a pharmacist or doctor.': {
    hr: 'Stalna rečenica: pročitajte uputu, pitajte ljekarnika ili liječnika.',
    sl: 'Stalni stavek: preberite navodilo, vprašajte farmacevta ali zdravnika.',
  },
  'Beside the brand’s mark, e.g. Manufacturer: Galderma.': {
    hr: 'Uz natpis marke, npr. Proizvođač: Galderma.',
    sl: 'Ob napisu znamke, npr. Proizvajalec: Galderma.',
  },
  'The brand’s logo (PNG, JPEG or WebP) on its tile and page; the site’s lettering stands in while empty.':
    {
      hr: 'Logotip marke (PNG, JPEG ili WebP) na pločici i stranici; dok ga nema, prikazuje se natpis stranica.',
      sl: 'Logotip znamke (PNG, JPEG ali WebP) na ploščici in strani; dokler ga ni, se prikaže napis spletnega mesta.',
    },
  Galderma: same('Galderma'),
  'Galderma actinica': same('Galderma Actinica'),
  'Galderma cetaphil': same('Galderma Cetaphil'),
  'Galderma excipial': same('Galderma Excipial'),
  'Galderma daylong': same('Galderma Daylong'),
  Neostrata: same('NeoStrata'),
  Talika: same('Talika'),
  Embryolisse: same('Embryolisse'),
  Rowa: same('Rowa'),
  'Rowa rowatinex': same('Rowa Rowatinex'),
  'Rowa rowachol': same('Rowa Rowachol'),
  Schmidgall: same('Schmidgall'),
  'Schmidgall carmol drops': { hr: 'Schmidgall Carmol kapi', sl: 'Schmidgall Carmol kapljice' },
  'Schmidgall carmol pastilles': {
    hr: 'Schmidgall Carmol pastile',
    sl: 'Schmidgall Carmol pastile',
  },
  Cochlear: same('Cochlear'),
  'Cochlear nucleus': same('Cochlear Nucleus'),
  'Cochlear well being': { hr: 'Cochlear dobrobit', sl: 'Cochlear dobro počutje' },
  'Legal page': { hr: 'Pravna stranica', sl: 'Pravna stran' },
  'Legal pages': { hr: 'Pravne stranice', sl: 'Pravne strani' },
  'The legal notices. A name in braces is filled in from the company data: {appName}, {siteUrl}, {corporateName}, {abbreviatedName}, {seatAddress}, {seatCity}, {registrationNumber}, {taxId}, {companyEmail}, {companyPhone}, {founded}, {pharmacovigilanceMailbox}, {dpoEmail}, {dataProtectionLaw}, {supervisoryAuthority}, {supervisoryAuthorityShort}, {supervisoryAuthorityContact}, {medicinesAgency}, {medicinesAgencyShort}, {videoRetention}, {videoRetentionAfter}. The date of the last review is in Company data → Legal notices.':
    {
      hr: 'Pravne obavijesti. Naziv u vitičastim zagradama popunjava se iz podataka o tvrtki: {appName}, {siteUrl}, {corporateName}, {abbreviatedName}, {seatAddress}, {seatCity}, {registrationNumber}, {taxId}, {companyEmail}, {companyPhone}, {founded}, {pharmacovigilanceMailbox}, {dpoEmail}, {dataProtectionLaw}, {supervisoryAuthority}, {supervisoryAuthorityShort}, {supervisoryAuthorityContact}, {medicinesAgency}, {medicinesAgencyShort}, {videoRetention}, {videoRetentionAfter}. Datum posljednje revizije nalazi se u Podaci o tvrtki → Pravne obavijesti.',
      sl: 'Pravna obvestila. Ime v zavitih oklepajih se izpolni iz podatkov o podjetju: {appName}, {siteUrl}, {corporateName}, {abbreviatedName}, {seatAddress}, {seatCity}, {registrationNumber}, {taxId}, {companyEmail}, {companyPhone}, {founded}, {pharmacovigilanceMailbox}, {dpoEmail}, {dataProtectionLaw}, {supervisoryAuthority}, {supervisoryAuthorityShort}, {supervisoryAuthorityContact}, {medicinesAgency}, {medicinesAgencyShort}, {videoRetention}, {videoRetentionAfter}. Datum zadnjega pregleda je v Podatki o podjetju → Pravna obvestila.',
    },
  'Each section is listed in the page’s contents.': {
    hr: 'Svaki se odjeljak navodi u sadržaju stranice.',
    sl: 'Vsak razdelek je naveden v kazalu strani.',
  },
  'Privacy policy': { hr: 'Politika privatnosti', sl: 'Politika zasebnosti' },
  'Cookie policy': { hr: 'Politika kolačića', sl: 'Politika piškotkov' },
  'Terms of use': { hr: 'Uvjeti korištenja', sl: 'Pogoji uporabe' },
  'Video surveillance': { hr: 'Videonadzor', sl: 'Videonadzor' },
  'Page title and description': { hr: 'Naslov i opis stranice', sl: 'Naslov in opis strani' },
  'Page titles and descriptions': { hr: 'Naslovi i opisi stranica', sl: 'Naslovi in opisi strani' },
  'How each page of the site is named in menus, breadcrumbs, its heading and the browser tab, and the line under its tile and in search engines. Changing a title does not change the page’s address.':
    {
      hr: 'Kako se svaka stranica zove u izbornicima, navigacijskom putu, svom naslovu i kartici preglednika te redak ispod njezine pločice i u tražilicama. Promjena naslova ne mijenja adresu stranice.',
      sl: 'Kako se vsaka stran imenuje v menijih, drobtinicah, svojem naslovu in zavihku brskalnika ter vrstica pod njeno ploščico in v iskalnikih. Sprememba naslova ne spremeni naslova URL strani.',
    },
  'Short: it is the page’s menu entry (e.g. Laboratory diagnostics).': {
    hr: 'Kratko: to je stavka izbornika (npr. Laboratorijska dijagnostika).',
    sl: 'Kratko: to je vnos v meniju (npr. Laboratorijska diagnostika).',
  },
  'One or two sentences on what the page offers and to whom. Search engines show about the first 155 characters.':
    {
      hr: 'Jedna ili dvije rečenice o tome što stranica nudi i kome. Tražilice prikazuju otprilike prvih 155 znakova.',
      sl: 'En ali dva stavka o tem, kaj stran ponuja in komu. Iskalniki prikažejo približno prvih 155 znakov.',
    },
  Home: { hr: 'Naslovnica', sl: 'Domača stran' },
  Departments: { hr: 'Odjeli', sl: 'Oddelki' },
  Services: { hr: 'Usluge', sl: 'Storitve' },
  About: { hr: 'O nama', sl: 'O nas' },
  'Company information': { hr: 'Podaci o tvrtki', sl: 'Podatki o podjetju' },
  Documents: { hr: 'Dokumenti', sl: 'Dokumenti' },
  Contact: { hr: 'Kontakt', sl: 'Kontakt' },
  Report: { hr: 'Prijava nuspojave', sl: 'Poročanje o neželenem učinku' },
  Search: { hr: 'Pretraživanje', sl: 'Iskanje' },
  'Thank you': { hr: 'Hvala', sl: 'Hvala' },

  // The department directory
  'Department directory': { hr: 'Imenik odjela', sl: 'Imenik oddelkov' },
  'Mailboxes at example domains (…@medivia.example) are samples: replace each before launch (the dashboard’s launch checklist lists those still in place).':
    {
      hr: 'Adrese na primjernim domenama (…@medivia.example) samo su primjeri: zamijenite svaku prije pokretanja (kontrolni popis za pokretanje na početnoj stranici navodi preostale).',
      sl: 'Naslovi na vzorčnih domenah (…@medivia.example) so le vzorci: pred zagonom zamenjajte vsakega (kontrolni seznam za zagon na nadzorni plošči navede preostale).',
    },
  'Offered in the form': { hr: 'Ponuđen u obrascu', sl: 'Ponujen v obrazcu' },
  'A first choice in the contact form.': {
    hr: 'Jedan od prvih izbora u kontaktnom obrascu.',
    sl: 'Ena od prvih izbir v kontaktnem obrazcu.',
  },
  'Listed under this heading on the contact page.': {
    hr: 'Na stranici Kontakt navodi se pod ovim naslovom.',
    sl: 'Na strani Kontakt je naveden pod tem naslovom.',
  },
  sales: named('Sales', 'Prodaja', 'Prodaja'),
  areas: named('Departments and services', 'Odjeli i usluge', 'Oddelki in storitve'),
  Mailbox: { hr: 'E-pošta odjela', sl: 'E-naslov oddelka' },
  'Second mailbox': { hr: 'Druga adresa e-pošte', sl: 'Drugi e-naslov' },
  'A second mailbox that also receives.': {
    hr: 'Druga adresa koja također prima poruke.',
    sl: 'Drugi naslov, ki prav tako prejema sporočila.',
  },
  'Office hours': { hr: 'Radno vrijeme', sl: 'Delovni čas' },
  // Departments and locations (collections)
  'English key': { hr: 'Ključ na engleskom', sl: 'Ključ v angleščini' },
  'Listed on the contact page in this order (drag to reorder). The values loaded at installation are samples: replace each before launch.':
    {
      hr: 'Na stranici Kontakt navode se ovim redom (povucite za promjenu redoslijeda). Vrijednosti učitane pri instalaciji samo su primjeri: zamijenite svaku prije pokretanja.',
      sl: 'Na strani Kontakt so navedene v tem vrstnem redu (povlecite za spremembo vrstnega reda). Vrednosti, naložene ob namestitvi, so le vzorci: pred zagonom zamenjajte vsako.',
    },
  'Never shown to visitors, e.g. split-warehouse.': {
    hr: 'Posjetitelji ga ne vide, npr. split-warehouse.',
    sl: 'Obiskovalci ga ne vidijo, npr. split-warehouse.',
  },
  'Never shown to visitors, e.g. export-sales.': {
    hr: 'Posjetitelji ga ne vide, npr. export-sales.',
    sl: 'Obiskovalci ga ne vidijo, npr. export-sales.',
  },
  'As visitors read it on the contact page and in the form.': {
    hr: 'Kako ga posjetitelji čitaju na stranici Kontakt i u obrascu.',
    sl: 'Kot ga obiskovalci berejo na strani Kontakt in v obrazcu.',
  },
  'One line under the name on the contact page (optional).': {
    hr: 'Jedan redak ispod naziva na stranici Kontakt (nije obavezno).',
    sl: 'Ena vrstica pod imenom na strani Kontakt (ni obvezno).',
  },
  'A site’s own unit: listed under that location instead of its group.': {
    hr: 'Jedinica pojedine lokacije: navodi se pod tom lokacijom umjesto pod svojom skupinom.',
    sl: 'Enota posamezne lokacije: navedena je pod to lokacijo namesto pod svojo skupino.',
  },
  'Contact for': { hr: 'Kontakt za stranice', sl: 'Kontakt za strani' },
  'The pages whose contact button preselects this department (their brand pages and job openings too).':
    {
      hr: 'Stranice čiji gumb za kontakt unaprijed odabire ovaj odjel (i njihove stranice robnih marki i natječaji).',
      sl: 'Strani, katerih gumb za stik vnaprej izbere ta oddelek (tudi njihove strani blagovnih znamk in razpisi).',
    },
  'The usual office hours of the departments. The departments and their mailboxes are under Departments.':
    {
      hr: 'Uobičajeno radno vrijeme odjela. Odjeli i njihove adrese e-pošte nalaze se pod Odjeli.',
      sl: 'Običajni delovni čas oddelkov. Oddelki in njihovi e-naslovi so pod Oddelki.',
    },
  'Office hours in words; the company’s usual hours when empty.': {
    hr: 'Radno vrijeme riječima; ako je prazno, uobičajeno radno vrijeme tvrtke.',
    sl: 'Delovni čas z besedami; če je prazno, običajni delovni čas podjetja.',
  },

  // Home page
  'Home page': { hr: 'Naslovnica', sl: 'Domača stran' },
  'The home page’s text in each language. Its figures, departments, services and news come from Key figures, the department and service pages and News and events.':
    {
      hr: 'Tekst naslovnice na svakom jeziku. Brojke, odjeli, usluge i novosti dolaze iz Ključnih brojki, stranica odjela i usluga te Novosti i događanja.',
      sl: 'Besedilo domače strani v vsakem jeziku. Številke, oddelki, storitve in novice prihajajo iz Ključnih številk, strani oddelkov in storitev ter Novic in dogodkov.',
    },
  Headline: { hr: 'Glavni naslov', sl: 'Glavni naslov' },
  'The page’s title, large at the top (one sentence).': {
    hr: 'Naslov stranice, velikim slovima na vrhu (jedna rečenica).',
    sl: 'Naslov strani, z velikimi črkami na vrhu (en stavek).',
  },
  'Under the headline': { hr: 'Ispod glavnog naslova', sl: 'Pod glavnim naslovom' },
  'Who we serve and what we do, in two lines or so.': {
    hr: 'Kome služimo i što radimo, u otprilike dva retka.',
    sl: 'Komu služimo in kaj delamo, v približno dveh vrsticah.',
  },
  'Above the departments': { hr: 'Iznad odjela', sl: 'Nad oddelki' },
  'Above the services': { hr: 'Iznad usluga', sl: 'Nad storitvami' },
  'Certified quality': { hr: 'Certificirana kvaliteta', sl: 'Certificirana kakovost' },
  'Beside the certificates, linking the about page.': {
    hr: 'Uz certifikate, s poveznicom na stranicu O nama.',
    sl: 'Ob certifikatih, s povezavo na stran O nas.',
  },
  'Suspect a side effect?': { hr: 'Sumnjate na nuspojavu?', sl: 'Sumite na neželeni učinek?' },
  'Above the link to the adverse-reaction report form, where the market offers it.': {
    hr: 'Iznad poveznice na obrazac za prijavu nuspojave, gdje ga tržište nudi.',
    sl: 'Nad povezavo na obrazec za poročanje o neželenem učinku, kjer ga trg ponuja.',
  },

  // Company data
  'Company data': { hr: 'Podaci o tvrtki', sl: 'Podatki o podjetju' },
  'The values loaded at installation are samples (fictional names, numbers and accounts): replace each before launch. The dashboard’s launch checklist lists those still in place.':
    {
      hr: 'Vrijednosti učitane pri instalaciji samo su primjeri (izmišljeni nazivi, brojevi i računi): zamijenite svaku prije pokretanja. Kontrolni popis za pokretanje na početnoj stranici navodi preostale.',
      sl: 'Vrednosti, naložene ob namestitvi, so le vzorci (izmišljena imena, številke in računi): pred zagonom zamenjajte vsako. Kontrolni seznam za zagon na nadzorni plošči navede preostale.',
    },
  Registration: { hr: 'Registracija', sl: 'Registracija' },
  'Registered name': { hr: 'Naziv tvrtke', sl: 'Firma' },
  'Abbreviated name': { hr: 'Skraćeni naziv', sl: 'Skrajšana firma' },
  'VAT ID': { hr: 'PDV identifikacijski broj', sl: 'Identifikacijska številka za DDV' },
  Founded: { hr: 'Godina osnutka', sl: 'Leto ustanovitve' },
  'Registry court': { hr: 'Registarski sud', sl: 'Registrsko sodišče' },
  'Registration number': { hr: 'Matični broj (MBS)', sl: 'Matična številka' },
  'Tax number': { hr: 'OIB', sl: 'Davčna številka' },
  'Registered seat': { hr: 'Sjedište', sl: 'Sedež' },
  Founder: { hr: 'Osnivač', sl: 'Ustanovitelj' },
  'General mailbox': { hr: 'Opća adresa e-pošte', sl: 'Splošni e-naslov' },
  Switchboard: { hr: 'Centrala', sl: 'Centrala' },
  'Management and capital': { hr: 'Uprava i kapital', sl: 'Uprava in kapital' },
  'As entered in the court register: shown on the company information page.': {
    hr: 'Kako je upisano u sudski registar: prikazuje se na stranici s informacijama o tvrtki.',
    sl: 'Kot je vpisano v sodni register: prikazano na strani s podatki o podjetju.',
  },
  'Professional bodies listed on the about-us page.': {
    hr: 'Strukovna udruženja navedena na stranici O nama.',
    sl: 'Strokovna združenja, navedena na strani O nas.',
  },
  'Facts the privacy, cookie and video-surveillance notices quote; the notices’ text comes with the site.':
    {
      hr: 'Podaci koje navode obavijesti o privatnosti, kolačićima i videonadzoru; tekst obavijesti dolazi sa stranicom.',
      sl: 'Podatki, ki jih navajajo obvestila o zasebnosti, piškotkih in videonadzoru; besedilo obvestil je del spletnega mesta.',
    },
  'Management board': { hr: 'Uprava', sl: 'Uprava' },
  Member: { hr: 'Član', sl: 'Član' },
  Members: { hr: 'Članovi', sl: 'Člani' },
  Director: { hr: 'Direktor', sl: 'Direktor' },
  'Who represents the company.': { hr: 'Tko zastupa tvrtku.', sl: 'Kdo zastopa podjetje.' },
  'Share capital': { hr: 'Temeljni kapital', sl: 'Osnovni kapital' },
  Amount: { hr: 'Iznos', sl: 'Znesek' },
  Currency: { hr: 'Valuta', sl: 'Valuta' },
  'Paid in full': { hr: 'Uplaćen u cijelosti', sl: 'V celoti vplačan' },
  'Bank accounts': { hr: 'Bankovni računi', sl: 'Bančni računi' },
  Account: { hr: 'Račun', sl: 'Račun' },
  Accounts: { hr: 'Računi', sl: 'Računi' },
  Bank: { hr: 'Banka', sl: 'Banka' },
  IBAN: same('IBAN'),
  'SWIFT/BIC': same('SWIFT/BIC'),
  Memberships: { hr: 'Članstva', sl: 'Članstva' },
  Membership: { hr: 'Članstvo', sl: 'Članstvo' },
  'Legal notices': { hr: 'Pravne obavijesti', sl: 'Pravna obvestila' },
  'Data protection officer’s mailbox': {
    hr: 'E-pošta službenika za zaštitu podataka',
    sl: 'E-naslov pooblaščene osebe za varstvo podatkov',
  },
  'Video kept for (days)': {
    hr: 'Čuvanje videozapisa (dana)',
    sl: 'Hramba videoposnetkov (dni)',
  },
  'Last reviewed': { hr: 'Posljednja revizija', sl: 'Zadnji pregled' },
  'Data-protection law applied': {
    hr: 'Primijenjeni zakon o zaštiti podataka',
    sl: 'Uporabljeni zakon o varstvu podatkov',
  },
  'Supervisory authority': { hr: 'Nadzorno tijelo', sl: 'Nadzorni organ' },
  'Where visitors lodge a data-protection complaint.': {
    hr: 'Kome posjetitelji podnose pritužbu zbog zaštite podataka.',
    sl: 'Kje obiskovalci vložijo pritožbo glede varstva podatkov.',
  },
  Abbreviation: { hr: 'Kratica', sl: 'Kratica' },
  'Medicines agency': { hr: 'Agencija za lijekove', sl: 'Agencija za zdravila' },
  'Where suspected side effects may also be reported.': {
    hr: 'Gdje se sumnja na nuspojavu može prijaviti i izravno.',
    sl: 'Kje je mogoče sum na neželeni učinek sporočiti tudi neposredno.',
  },
  Locations: { hr: 'Lokacije', sl: 'Lokacije' },
  'Usual office hours': { hr: 'Uobičajeno radno vrijeme', sl: 'Običajni delovni čas' },
  'Shown for departments that state no hours of their own.': {
    hr: 'Prikazuje se za odjele bez vlastitog radnog vremena.',
    sl: 'Prikaže se pri oddelkih brez lastnega delovnega časa.',
  },
  Headquarters: { hr: 'Sjedište', sl: 'Sedež' },
  Warehouse: { hr: 'Skladište', sl: 'Skladišče' },
  Office: { hr: 'Ured', sl: 'Pisarna' },
  'Distribution centre': { hr: 'Distribucijski centar', sl: 'Distribucijski center' },
  'Opening hours': { hr: 'Radno vrijeme', sl: 'Delovni čas' },
  'Goods receiving hours': { hr: 'Vrijeme zaprimanja robe', sl: 'Čas prevzema blaga' },
  'Warehouses: when deliveries are taken in at the ramp.': {
    hr: 'Skladišta: kada se roba zaprima na rampi.',
    sl: 'Skladišča: kdaj se blago prevzema na rampi.',
  },
  Latitude: { hr: 'Geografska širina', sl: 'Zemljepisna širina' },
  Longitude: { hr: 'Geografska dužina', sl: 'Zemljepisna dolžina' },
  'For the map link (OpenStreetMap).': {
    hr: 'Za poveznicu na kartu (OpenStreetMap).',
    sl: 'Za povezavo na zemljevid (OpenStreetMap).',
  },
  'Key figures': { hr: 'Ključne brojke', sl: 'Ključne številke' },
  'Quoted on the home page and the department pages; a figure left empty is not shown.': {
    hr: 'Navode se na naslovnici i stranicama odjela; prazna brojka se ne prikazuje.',
    sl: 'Navedene so na domači strani in straneh oddelkov; prazna številka se ne prikaže.',
  },
  Customers: { hr: 'Kupci', sl: 'Kupci' },
  Suppliers: { hr: 'Dobavljači', sl: 'Dobavitelji' },
  Warehouses: { hr: 'Skladišta', sl: 'Skladišča' },
  Employees: { hr: 'Zaposlenici', sl: 'Zaposleni' },
  'Employees counted in (year)': {
    hr: 'Broj zaposlenika na dan (godina)',
    sl: 'Število zaposlenih v letu',
  },
  'Delivery vehicles': { hr: 'Dostavna vozila', sl: 'Dostavna vozila' },
  'Medical equipment suppliers': {
    hr: 'Dobavljači medicinske opreme',
    sl: 'Dobavitelji medicinske opreme',
  },
  'Dental suppliers': {
    hr: 'Dobavljači dentalnog programa',
    sl: 'Dobavitelji dentalnega programa',
  },
  'Dental practices served': { hr: 'Stomatološke ordinacije kupci', sl: 'Zobne ordinacije kupci' },
  'Veterinary customers': { hr: 'Veterinarski kupci', sl: 'Veterinarski kupci' },
  Turnover: { hr: 'Promet', sl: 'Promet' },
  'Delivery hours of the own fleet': {
    hr: 'Vrijeme dostave vlastitim vozilima',
    sl: 'Čas dostave z lastnimi vozili',
  },
  Monday: { hr: 'Ponedjeljak', sl: 'Ponedeljek' },
  Tuesday: { hr: 'Utorak', sl: 'Torek' },
  Wednesday: { hr: 'Srijeda', sl: 'Sreda' },
  Thursday: { hr: 'Četvrtak', sl: 'Četrtek' },
  Friday: { hr: 'Petak', sl: 'Petek' },
  Saturday: { hr: 'Subota', sl: 'Sobota' },
  Sunday: { hr: 'Nedjelja', sl: 'Nedelja' },
  'From (hour)': { hr: 'Od (sat)', sl: 'Od (ura)' },
  'To (hour)': { hr: 'Do (sat)', sl: 'Do (ura)' },
  'Equipment service on call 24/7': {
    hr: 'Servis opreme dostupan 0–24',
    sl: 'Servis opreme dosegljiv 24/7',
  },
  'Supported organisations': { hr: 'Podržane organizacije', sl: 'Podprte organizacije' },
  'Shown in the footer of every page, with the logo where one is uploaded (its alt text names the organisation).':
    {
      hr: 'Prikazuju se u podnožju svake stranice, s logotipom ako je učitan (njegov alternativni tekst imenuje organizaciju).',
      sl: 'Prikazane so v nogi vsake strani, z logotipom, če je naložen (njegovo nadomestno besedilo poimenuje organizacijo).',
    },
  Organisations: { hr: 'Organizacije', sl: 'Organizacije' },
  Organisation: { hr: 'Organizacija', sl: 'Organizacija' },
  'What we support, e.g. “Health education”.': {
    hr: 'Što podržavamo, npr. „Zdravstveni odgoj”.',
    sl: 'Kaj podpiramo, npr. »Zdravstvena vzgoja«.',
  },
  'PNG, JPEG or WebP; the name’s initial stands in while empty.': {
    hr: 'PNG, JPEG ili WebP; dok ga nema, prikazuje se početno slovo naziva.',
    sl: 'PNG, JPEG ali WebP; dokler ga ni, se prikaže začetnica imena.',
  },
  'Group companies': { hr: 'Tvrtke grupe', sl: 'Družbe skupine' },
  'The group’s other companies, linked in the footer of every page under “Group companies”. This company is not listed here. The websites loaded at installation are samples (…example addresses): replace them before launch.':
    {
      hr: 'Ostale tvrtke grupe, povezane u podnožju svake stranice pod „Tvrtke grupe”. Ova tvrtka ovdje se ne navodi. Web-stranice učitane pri instalaciji samo su primjeri (adrese …example): zamijenite ih prije pokretanja.',
      sl: 'Druge družbe skupine, povezane v nogi vsake strani pod »Družbe skupine«. To podjetje tu ni navedeno. Spletne strani, naložene ob namestitvi, so le vzorci (naslovi …example): pred zagonom jih zamenjajte.',
    },
  Companies: { hr: 'Tvrtke', sl: 'Družbe' },
  'As the link shows it.': { hr: 'Kako ga prikazuje poveznica.', sl: 'Kot ga prikaže povezava.' },
  'Its country, named after the company in each language.': {
    hr: 'Njezina država, navedena iza naziva tvrtke na svakom jeziku.',
    sl: 'Njena država, navedena za imenom družbe v vsakem jeziku.',
  },

  // Careers page
  'Careers page': { hr: 'Stranica Karijere', sl: 'Stran Kariera' },
  'The careers page around the list of openings, in each language.': {
    hr: 'Stranica Karijere oko popisa natječaja, na svakom jeziku.',
    sl: 'Stran Kariera okoli seznama prostih delovnih mest, v vsakem jeziku.',
  },
  'Under the page title.': { hr: 'Ispod naslova stranice.', sl: 'Pod naslovom strani.' },
  Introduction: { hr: 'Uvod', sl: 'Uvod' },
  'Why work with us': { hr: 'Zašto raditi s nama', sl: 'Zakaj delati z nami' },
  Reason: { hr: 'Razlog', sl: 'Razlog' },
  'What we offer': { hr: 'Što nudimo', sl: 'Kaj ponujamo' },
  Benefit: { hr: 'Pogodnost', sl: 'Ugodnost' },
  'Above the openings': { hr: 'Iznad natječaja', sl: 'Nad prostimi delovnimi mesti' },
  'How to apply (steps)': { hr: 'Kako se prijaviti (koraci)', sl: 'Kako se prijaviti (koraki)' },
  'Open application': { hr: 'Otvorena prijava', sl: 'Odprta prijava' },
  'Above the form that sends an open application to HR.': {
    hr: 'Iznad obrasca kojim se otvorena prijava šalje ljudskim potencijalima.',
    sl: 'Nad obrazcem, s katerim se odprta prijava pošlje kadrovski službi.',
  },
  'Applicants’ data': { hr: 'Podaci kandidata', sl: 'Podatki kandidatov' },
  'The page links the privacy policy after it.': {
    hr: 'Stranica iza toga povezuje politiku privatnosti.',
    sl: 'Stran za tem poveže politiko zasebnosti.',
  },

  // About page
  'About page': { hr: 'Stranica O nama', sl: 'Stran O nas' },
  'The about page in each language. Its figures, locations and memberships come from Key figures, Locations and Company data.':
    {
      hr: 'Stranica O nama na svakom jeziku. Brojke, lokacije i članstva dolaze iz Ključnih brojki, Lokacija i Podataka o tvrtki.',
      sl: 'Stran O nas v vsakem jeziku. Številke, lokacije in članstva prihajajo iz Ključnih številk, Lokacij in Podatkov o podjetju.',
    },
  'Above the history': { hr: 'Iznad povijesti', sl: 'Nad zgodovino' },
  History: { hr: 'Povijest', sl: 'Zgodovina' },
  'Oldest first; exactly one year tells the longer story.': {
    hr: 'Od najstarijeg; točno jedna godina ima dužu priču.',
    sl: 'Od najstarejšega; natanko eno leto ima daljšo zgodbo.',
  },
  Story: { hr: 'Priča', sl: 'Zgodba' },
  'The longer account of this year (at least two paragraphs), or empty.': {
    hr: 'Duža priča o toj godini (najmanje dva odlomka) ili prazno.',
    sl: 'Daljša zgodba o tem letu (vsaj dva odstavka) ali prazno.',
  },
  Mission: { hr: 'Misija', sl: 'Poslanstvo' },
  Vision: { hr: 'Vizija', sl: 'Vizija' },
  Values: { hr: 'Vrijednosti', sl: 'Vrednote' },
  'Above the certificates': { hr: 'Iznad certifikata', sl: 'Nad certifikati' },
  Certificates: { hr: 'Certifikati', sl: 'Certifikati' },
  'ISO 9001': same('ISO 9001'),
  'ISO 14001': same('ISO 14001'),
  GDP: { hr: 'GDP (dobra distribucijska praksa)', sl: 'GDP (dobra distribucijska praksa)' },
  GMP: { hr: 'GMP (dobra proizvođačka praksa)', sl: 'GMP (dobra proizvodna praksa)' },
  'Above the locations': { hr: 'Iznad lokacija', sl: 'Nad lokacijami' },
  'Above the memberships': { hr: 'Iznad članstava', sl: 'Nad članstvi' },
  'Beside the link to the company information': {
    hr: 'Uz poveznicu na podatke o tvrtki',
    sl: 'Ob povezavi na podatke o podjetju',
  },

  // Addresses made from the title
  'The article’s address below News and events, per language. Made from the title while you type it; change it if you like.':
    {
      hr: 'Adresa članka ispod Novosti i događanja, za svaki jezik. Nastaje iz naslova dok ga upisujete; možete je promijeniti.',
      sl: 'Naslov članka pod Novicami in dogodki, za vsak jezik. Nastane iz naslova, ko ga vpisujete; lahko ga spremenite.',
    },
  'The opening’s address below Careers, per language. Made from the title while you type it; change it if you like.':
    {
      hr: 'Adresa natječaja ispod Karijera, za svaki jezik. Nastaje iz naslova dok ga upisujete; možete je promijeniti.',
      sl: 'Naslov delovnega mesta pod Kariero, za vsak jezik. Nastane iz naslova, ko ga vpisujete; lahko ga spremenite.',
    },
  'The page’s address below its department. Made from the title while you type it; change it if you like.':
    {
      hr: 'Adresa stranice ispod njezina odjela. Nastaje iz naslova dok ga upisujete; možete je promijeniti.',
      sl: 'Naslov strani pod njenim oddelkom. Nastane iz naslova, ko ga vpisujete; lahko ga spremenite.',
    },
  'The filter page of the category: /news-and-events/category/<slug>. Made from the title while you type it; change it if you like.':
    {
      hr: 'Stranica s novostima te kategorije; slug je zadnji dio njezine adrese. Nastaje iz naslova dok ga upisujete; možete je promijeniti.',
      sl: 'Stran z novicami te kategorije; slug je zadnji del njenega naslova. Nastane iz naslova, ko ga vpisujete; lahko ga spremenite.',
      en: 'The page listing this category’s news; the slug is the last part of its address. Made from the title while you type it; change it if you like.',
    },

  // Search engines and sharing
  'Search engines and sharing': { hr: 'Tražilice i dijeljenje', sl: 'Iskalniki in deljenje' },
  'How the page appears in search results and when its link is shared. Left empty, its title and summary are used.':
    {
      hr: 'Kako se stranica prikazuje u rezultatima pretraživanja i kad se njezina poveznica dijeli. Ako je prazno, koriste se njezin naslov i sažetak.',
      sl: 'Kako se stran prikaže v rezultatih iskanja in ko se deli njena povezava. Če je prazno, se uporabita njen naslov in povzetek.',
    },
  'Meta title': { hr: 'Naslov za tražilice', sl: 'Naslov za iskalnike' },
  'Meta description': { hr: 'Opis za tražilice', sl: 'Opis za iskalnike' },
  'The title in search results and shared links (the site’s name is added).': {
    hr: 'Naslov u rezultatima tražilica i u podijeljenim poveznicama (dodaje mu se naziv stranica).',
    sl: 'Naslov v rezultatih iskanja in v deljenih povezavah (doda se mu ime spletnega mesta).',
  },
  'One or two sentences under the title in search results and shared links.': {
    hr: 'Jedna ili dvije rečenice ispod naslova u rezultatima tražilica i u podijeljenim poveznicama.',
    sl: 'En ali dva stavka pod naslovom v rezultatih iskanja in v deljenih povezavah.',
  },
  'Picture for shared links': {
    hr: 'Slika za dijeljene poveznice',
    sl: 'Slika za deljene povezave',
  },
  'Shown when the page is shared (PNG, JPEG or WebP, best 1200 × 630).': {
    hr: 'Prikazuje se kad se stranica dijeli (PNG, JPEG ili WebP, najbolje 1200 × 630).',
    sl: 'Prikaže se, ko se stran deli (PNG, JPEG ali WebP, najbolje 1200 × 630).',
  },

  // Photos on pages
  Photo: { hr: 'Fotografija', sl: 'Fotografija' },
  'The photo at the top of the page (PNG, JPEG or WebP, best 1600 pixels wide), also its picture when shared. Its alt text is the one written under Media, in every language.':
    {
      hr: 'Fotografija na vrhu stranice (PNG, JPEG ili WebP, najbolje širine 1600 piksela), ujedno i njezina slika kad se dijeli. Njezin alternativni tekst je onaj upisan pod Mediji, na svakom jeziku.',
      sl: 'Fotografija na vrhu strani (PNG, JPEG ali WebP, najbolje široka 1600 slikovnih pik), hkrati njena slika, ko se deli. Njeno nadomestno besedilo je tisto, vpisano pod Mediji, v vsakem jeziku.',
    },

  // Redirects
  Redirect: { hr: 'Preusmjeravanje', sl: 'Preusmeritev' },
  Redirects: { hr: 'Preusmjeravanja', sl: 'Preusmeritve' },
  'An old address that visitors and search engines are sent on from (permanently). Made when a published page’s slug changes; add one when a page moves elsewhere.':
    {
      hr: 'Stara adresa s koje se posjetitelji i tražilice trajno upućuju dalje. Nastaje kad se promijeni slug objavljene stranice; dodajte je kad stranica prijeđe drugamo.',
      sl: 'Stari naslov, s katerega so obiskovalci in iskalniki trajno preusmerjeni. Nastane, ko se spremeni slug objavljene strani; dodajte ga, ko se stran preseli drugam.',
    },
  'Old address': { hr: 'Stara adresa', sl: 'Stari naslov' },
  'A path of this site as visitors typed it, e.g. /novosti-i-dogadanja/stari-naslov or /en/news-and-events/old-title.':
    {
      hr: 'Putanja ovih stranica kako su je posjetitelji upisivali, npr. /novosti-i-dogadanja/stari-naslov ili /en/news-and-events/old-title.',
      sl: 'Pot tega spletnega mesta, kot so jo vpisovali obiskovalci, npr. /novice-in-dogodki/stari-naslov ali /en/news-and-events/old-title.',
    },
  'New address': { hr: 'Nova adresa', sl: 'Novi naslov' },
  'A path of this site (e.g. /kontakt). Only administrators may send visitors to another site (a full https:// address).':
    {
      hr: 'Putanja ovih stranica (npr. /kontakt). Samo administratori mogu posjetitelje slati na druge stranice (puna adresa https://).',
      sl: 'Pot tega spletnega mesta (npr. /kontakt). Samo skrbniki lahko obiskovalce pošljejo na drugo spletno mesto (celoten naslov https://).',
    },

  // The content's revision (hidden from the navigation; named for the versions' lists)
  'Content State': { hr: 'Stanje sadržaja', sl: 'Stanje vsebine' },
  Revision: { hr: 'Revizija', sl: 'Revizija' },
  'Seeded parts': { hr: 'Početni sadržaj', sl: 'Začetna vsebina' },
};

/** How each staff language names the market's default language in the fallback note below. */
const languageNames: Record<
  string,
  { hrIn: string; hrText: string; slIn: string; slText: string }
> = {
  Croatian: { hrIn: 'hrvatskom', hrText: 'hrvatski', slIn: 'hrvaščini', slText: 'hrvaško' },
  Slovenian: { hrIn: 'slovenskom', hrText: 'slovenski', slIn: 'slovenščini', slText: 'slovensko' },
  Bosnian: { hrIn: 'bosanskom', hrText: 'bosanski', slIn: 'bosanščini', slText: 'bosansko' },
};

/**
 * The sentence the per-language rules (locales/index.mts) add to a field's help, naming the market's
 * default language: translated here with the language's name in each grammar.
 */
const fallbackNote =
  /^Write it in (Croatian|Slovenian|Bosnian) first: a language left empty shows the \1 text until it has its own \(listed on the dashboard\)\.$/;

function fallbackNoteWord(sentence: string): StaffWord | undefined {
  const name = fallbackNote.exec(sentence)?.[1];
  const names = name ? languageNames[name] : undefined;
  if (!names) return undefined;
  return {
    hr: `Najprije ga napišite na ${names.hrIn}: jezik koji ostane prazan prikazuje ${names.hrText} tekst dok ne dobije svoj (navedeno na početnoj stranici).`,
    sl: `Najprej ga napišite v ${names.slIn}: jezik, ki ostane prazen, prikazuje ${names.slText} besedilo, dokler nima svojega (navedeno na nadzorni plošči).`,
  };
}

/**
 * A text's translation: the table's, or a help text the rules ended with their fallback note (the
 * help's own words from the table, the note from `fallbackNoteWord`).
 */
export function staffWordOf(text: string, words: StaffWords = staffWords): StaffWord | undefined {
  const whole = words[text];
  if (whole) return whole;
  const note = fallbackNoteWord(text);
  if (note) return note;
  const split = /^(.*?) (Write it in \w+ first: .*)$/.exec(text);
  if (!split) return undefined;
  const [, help, sentence] = split;
  const helpWord = words[help!];
  const noteWord = fallbackNoteWord(sentence!);
  if (!helpWord || !noteWord) return undefined;
  return {
    hr: `${helpWord.hr} ${noteWord.hr}`,
    sl: `${helpWord.sl} ${noteWord.sl}`,
    en: `${helpWord.en ?? help} ${sentence}`,
  };
}

/** One text in every staff language (English where the table has none), for screens of our own. */
export function wordsFor(text: string): Readonly<Record<'en' | 'hr' | 'sl', string>> {
  const word = staffWordOf(text);
  return { en: word?.en ?? text, hr: word?.hr ?? text, sl: word?.sl ?? text };
}

/** One text in one staff language (as it is when the table has none). */
export function inStaffLanguage(text: string, language: 'en' | 'hr' | 'sl'): string {
  return wordsFor(text)[language];
}

/** A fixed page's name ("contact" → "Kontakt"), by its route's key, in one staff language. */
export function pageNameIn(route: string, label: string, language: 'en' | 'hr' | 'sl'): string {
  const named = staffWords[route];
  if (named?.en) return named[language] ?? named.en;
  return inStaffLanguage(label, language);
}
