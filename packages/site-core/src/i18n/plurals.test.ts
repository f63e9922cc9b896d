import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from '@formatjs/intl';
import { coreCatalogues } from './catalogue';
import { localeTags, locales, type Locale } from './locales';

/** The numbers of the issue: every form of every locale, and the teens and hundreds that trip rules up. */
const numbers = [1, 2, 3, 5, 11, 21, 22, 25, 101, 102] as const;

/**
 * The form each number takes, written out by hand from the grammars (not asked of Intl.PluralRules):
 * hr/bs "1, 21, 101 vozilo; 2, 3, 22, 102 vozila; 5, 11, 25 vozila" (genitive plural);
 * sl "1, 101 vozilo; 2, 102 vozili; 3 vozila; 5, 11, 21, 22, 25 vozil".
 */
type Form = 'one' | 'two' | 'few' | 'other';
const formOf: Record<Locale, Record<(typeof numbers)[number], Form>> = {
  hr: {
    1: 'one',
    2: 'few',
    3: 'few',
    5: 'other',
    11: 'other',
    21: 'one',
    22: 'few',
    25: 'other',
    101: 'one',
    102: 'few',
  },
  bs: {
    1: 'one',
    2: 'few',
    3: 'few',
    5: 'other',
    11: 'other',
    21: 'one',
    22: 'few',
    25: 'other',
    101: 'one',
    102: 'few',
  },
  sl: {
    1: 'one',
    2: 'two',
    3: 'few',
    5: 'other',
    11: 'other',
    21: 'other',
    22: 'other',
    25: 'other',
    101: 'one',
    102: 'two',
  },
  en: {
    1: 'one',
    2: 'other',
    3: 'other',
    5: 'other',
    11: 'other',
    21: 'other',
    22: 'other',
    25: 'other',
    101: 'other',
    102: 'other',
  },
};

/** Expected text per form; `#` stands for the number. hr and bs have one, few, other; sl also two. */
type Forms = Partial<Record<Form, string>> & { one: string; other: string };
interface CountedMessage {
  ids: string[];
  values: (n: number) => Record<string, string | number>;
  expected: Record<Locale, Forms>;
}

const count = (n: number) => ({ count: n });
const max = (n: number) => ({ max: n });
const hrbs = (one: string, few: string, other: string) => ({ one, few, other });
const sl = (one: string, two: string, few: string, other: string) => ({ one, two, few, other });
const en = (one: string, other: string) => ({ one, other });

const table: CountedMessage[] = [
  {
    ids: ['nav.anniversary'],
    values: (n) => ({ years: n }),
    expected: {
      hr: hrbs('# godina s vama', '# godine s vama', '# godina s vama'),
      bs: hrbs('# godina s vama', '# godine s vama', '# godina s vama'),
      sl: sl('# leto z vami', '# leti z vami', '# leta z vami', '# let z vami'),
      en: en('# year with you', '# years with you'),
    },
  },
  {
    ids: ['figures.customers'],
    values: count,
    expected: {
      hr: hrbs('kupac', 'kupca', 'kupaca'),
      bs: hrbs('kupac', 'kupca', 'kupaca'),
      sl: sl('stranka', 'stranki', 'stranke', 'strank'),
      en: en('customer', 'customers'),
    },
  },
  {
    ids: ['figures.suppliers'],
    values: count,
    expected: {
      hr: hrbs('dobavljač lijekova', 'dobavljača lijekova', 'dobavljača lijekova'),
      bs: hrbs('dobavljač lijekova', 'dobavljača lijekova', 'dobavljača lijekova'),
      sl: sl(
        'dobavitelj zdravil',
        'dobavitelja zdravil',
        'dobavitelji zdravil',
        'dobaviteljev zdravil',
      ),
      en: en('supplier of medicinal products', 'suppliers of medicinal products'),
    },
  },
  {
    ids: ['figures.employees'],
    values: (n) => ({ count: n, year: 2020 }),
    expected: {
      hr: hrbs(
        'zaposlenik u 2020. godini',
        'zaposlenika u 2020. godini',
        'zaposlenika u 2020. godini',
      ),
      bs: hrbs('zaposleni u 2020. godini', 'zaposlena u 2020. godini', 'zaposlenih u 2020. godini'),
      sl: sl(
        'zaposleni v letu 2020',
        'zaposlena v letu 2020',
        'zaposleni v letu 2020',
        'zaposlenih v letu 2020',
      ),
      en: en('employee in 2020', 'employees in 2020'),
    },
  },
  {
    ids: ['figures.vehicles'],
    values: count,
    expected: {
      hr: hrbs(
        'vozilo s kontroliranom temperaturom',
        'vozila s kontroliranom temperaturom',
        'vozila s kontroliranom temperaturom',
      ),
      bs: hrbs(
        'vozilo s kontrolisanom temperaturom',
        'vozila s kontrolisanom temperaturom',
        'vozila s kontrolisanom temperaturom',
      ),
      sl: sl(
        'vozilo s temperaturnim nadzorom',
        'vozili s temperaturnim nadzorom',
        'vozila s temperaturnim nadzorom',
        'vozil s temperaturnim nadzorom',
      ),
      en: en('temperature-controlled vehicle', 'temperature-controlled vehicles'),
    },
  },
  {
    ids: ['figures.warehouses', 'portfolio.figure.warehouses'],
    values: count,
    expected: {
      hr: hrbs('skladišna lokacija', 'skladišne lokacije', 'skladišnih lokacija'),
      bs: hrbs('skladišna lokacija', 'skladišne lokacije', 'skladišnih lokacija'),
      sl: sl(
        'skladiščna lokacija',
        'skladiščni lokaciji',
        'skladiščne lokacije',
        'skladiščnih lokacij',
      ),
      en: en('warehouse location', 'warehouse locations'),
    },
  },
  {
    ids: ['news.count'],
    values: count,
    expected: {
      hr: hrbs('# članak', '# članka', '# članaka'),
      bs: hrbs('# članak', '# članka', '# članaka'),
      sl: sl('# prispevek', '# prispevka', '# prispevki', '# prispevkov'),
      en: en('# article', '# articles'),
    },
  },
  {
    ids: ['company.about.locationsStat'],
    values: (n) => ({ count: n, countries: n }),
    expected: {
      hr: hrbs('lokacija, # država', 'lokacije, # države', 'lokacija, # država'),
      bs: hrbs('lokacija, # država', 'lokacije, # države', 'lokacija, # država'),
      sl: sl('lokacija, # država', 'lokaciji, # državi', 'lokacije, # države', 'lokacij, # držav'),
      en: en('location in # country', 'locations in # countries'),
    },
  },
  {
    ids: ['company.about.certificatesStat'],
    values: count,
    expected: {
      hr: hrbs(
        'certifikat kvalitete, okoliša i dobre prakse',
        'certifikata kvalitete, okoliša i dobre prakse',
        'certifikata kvalitete, okoliša i dobre prakse',
      ),
      bs: hrbs(
        'certifikat kvaliteta, okoliša i dobre prakse',
        'certifikata kvaliteta, okoliša i dobre prakse',
        'certifikata kvaliteta, okoliša i dobre prakse',
      ),
      sl: sl(
        'certifikat kakovosti, okolja in dobre prakse',
        'certifikata kakovosti, okolja in dobre prakse',
        'certifikati kakovosti, okolja in dobre prakse',
        'certifikatov kakovosti, okolja in dobre prakse',
      ),
      en: en(
        'quality, environmental or good-practice certificate',
        'quality, environmental and good-practice certificates',
      ),
    },
  },
  {
    ids: ['company.legal.videoRetention'],
    values: count,
    expected: {
      hr: hrbs('# dan', '# dana', '# dana'),
      bs: hrbs('# dan', '# dana', '# dana'),
      sl: sl('# dan', '# dneva', '# dni', '# dni'),
      en: en('# day', '# days'),
    },
  },
  {
    ids: ['company.legal.videoRetentionAfter'],
    values: count,
    expected: {
      hr: hrbs('nakon # dana', 'nakon # dana', 'nakon # dana'),
      bs: hrbs('nakon # dana', 'nakon # dana', 'nakon # dana'),
      sl: sl('po # dnevu', 'po # dneh', 'po # dneh', 'po # dneh'),
      en: en('after # day', 'after # days'),
    },
  },
  {
    ids: ['portfolio.figure.customers'],
    values: count,
    expected: {
      hr: hrbs('kupac', 'kupca', 'kupaca'),
      bs: hrbs('kupac', 'kupca', 'kupaca'),
      sl: sl('kupec', 'kupca', 'kupci', 'kupcev'),
      en: en('customer', 'customers'),
    },
  },
  {
    ids: ['portfolio.figure.suppliers'],
    values: count,
    expected: {
      hr: hrbs('dobavljač', 'dobavljača', 'dobavljača'),
      bs: hrbs('dobavljač', 'dobavljača', 'dobavljača'),
      sl: sl('dobavitelj', 'dobavitelja', 'dobavitelji', 'dobaviteljev'),
      en: en('supplier', 'suppliers'),
    },
  },
  {
    ids: ['portfolio.figure.medicalEquipmentSuppliers'],
    values: count,
    expected: {
      hr: hrbs(
        'dobavljač medicinske opreme',
        'dobavljača medicinske opreme',
        'dobavljača medicinske opreme',
      ),
      bs: hrbs(
        'dobavljač medicinske opreme',
        'dobavljača medicinske opreme',
        'dobavljača medicinske opreme',
      ),
      sl: sl(
        'dobavitelj medicinske opreme',
        'dobavitelja medicinske opreme',
        'dobavitelji medicinske opreme',
        'dobaviteljev medicinske opreme',
      ),
      en: en('medical-equipment supplier', 'medical-equipment suppliers'),
    },
  },
  {
    ids: ['portfolio.figure.dentalSuppliers'],
    values: count,
    expected: {
      hr: hrbs(
        'dobavljač dentalnog programa',
        'dobavljača dentalnog programa',
        'dobavljača dentalnog programa',
      ),
      bs: hrbs(
        'dobavljač stomatološkog programa',
        'dobavljača stomatološkog programa',
        'dobavljača stomatološkog programa',
      ),
      sl: sl(
        'dobavitelj dentalnega programa',
        'dobavitelja dentalnega programa',
        'dobavitelji dentalnega programa',
        'dobaviteljev dentalnega programa',
      ),
      en: en('dental supplier', 'dental suppliers'),
    },
  },
  {
    ids: ['portfolio.figure.dentalPartners'],
    values: count,
    expected: {
      hr: hrbs(
        'partner u dentalnoj medicini',
        'partnera u dentalnoj medicini',
        'partnera u dentalnoj medicini',
      ),
      bs: hrbs('partner u stomatologiji', 'partnera u stomatologiji', 'partnera u stomatologiji'),
      sl: sl(
        'partner v dentalni medicini',
        'partnerja v dentalni medicini',
        'partnerji v dentalni medicini',
        'partnerjev v dentalni medicini',
      ),
      en: en('partner in dentistry', 'partners in dentistry'),
    },
  },
  {
    ids: ['portfolio.figure.animalHealthCustomers'],
    values: count,
    expected: {
      hr: hrbs(
        'kupac u području zdravlja životinja',
        'kupca u području zdravlja životinja',
        'kupaca u području zdravlja životinja',
      ),
      bs: hrbs(
        'kupac u oblasti zdravlja životinja',
        'kupca u oblasti zdravlja životinja',
        'kupaca u oblasti zdravlja životinja',
      ),
      sl: sl(
        'kupec s področja zdravja živali',
        'kupca s področja zdravja živali',
        'kupci s področja zdravja živali',
        'kupcev s področja zdravja živali',
      ),
      en: en('animal-health customer', 'animal-health customers'),
    },
  },
  {
    ids: ['portfolio.figure.vehicles'],
    values: count,
    expected: {
      hr: hrbs(
        'vozilo s kontroliranom temperaturom',
        'vozila s kontroliranom temperaturom',
        'vozila s kontroliranom temperaturom',
      ),
      bs: hrbs(
        'vozilo s kontrolisanom temperaturom',
        'vozila s kontrolisanom temperaturom',
        'vozila s kontrolisanom temperaturom',
      ),
      sl: sl(
        'vozilo z nadzorovano temperaturo',
        'vozili z nadzorovano temperaturo',
        'vozila z nadzorovano temperaturo',
        'vozil z nadzorovano temperaturo',
      ),
      en: en('temperature-controlled vehicle', 'temperature-controlled vehicles'),
    },
  },
  {
    ids: ['search.count'],
    values: (n) => ({ count: n, query: 'inzulin' }),
    expected: {
      hr: hrbs('# rezultat za „inzulin”', '# rezultata za „inzulin”', '# rezultata za „inzulin”'),
      bs: hrbs('# rezultat za „inzulin”', '# rezultata za „inzulin”', '# rezultata za „inzulin”'),
      sl: sl(
        '# zadetek za »inzulin«',
        '# zadetka za »inzulin«',
        '# zadetki za »inzulin«',
        '# zadetkov za »inzulin«',
      ),
      en: en('# result for “inzulin”', '# results for “inzulin”'),
    },
  },
  {
    ids: ['search.instant.count'],
    values: count,
    expected: {
      hr: hrbs('Pronađena je # stranica', 'Pronađene su # stranice', 'Pronađeno je # stranica'),
      bs: hrbs('Pronađena je # stranica', 'Pronađene su # stranice', 'Pronađeno je # stranica'),
      sl: sl(
        'Najdena je # stran',
        'Najdeni sta # strani',
        'Najdene so # strani',
        'Najdenih je # strani',
      ),
      en: en('# page found', '# pages found'),
    },
  },
  {
    ids: [
      'contact.error.nameTooLong',
      'contact.error.emailTooLong',
      'contact.error.messageTooLong',
    ],
    values: max,
    expected: {
      hr: hrbs('Upišite najviše # znak.', 'Upišite najviše # znaka.', 'Upišite najviše # znakova.'),
      bs: hrbs('Unesite najviše # znak.', 'Unesite najviše # znaka.', 'Unesite najviše # znakova.'),
      sl: sl(
        'Vpišite največ # znak.',
        'Vpišite največ # znaka.',
        'Vpišite največ # znake.',
        'Vpišite največ # znakov.',
      ),
      en: en('Use at most # character.', 'Use at most # characters.'),
    },
  },
  {
    ids: ['report.error.tooLong'],
    values: max,
    expected: {
      hr: hrbs('Upišite najviše # znak', 'Upišite najviše # znaka', 'Upišite najviše # znakova'),
      bs: hrbs('Upišite najviše # znak', 'Upišite najviše # znaka', 'Upišite najviše # znakova'),
      sl: sl(
        'Vnesite največ # znak',
        'Vnesite največ # znaka',
        'Vnesite največ # znake',
        'Vnesite največ # znakov',
      ),
      en: en('Use at most # character', 'Use at most # characters'),
    },
  },
];

/** Arguments that carry a count of things; a message that takes one must choose its form by it. */
const countArguments = new Set(['count', 'countries', 'max', 'years']);

function pluralsOf(
  elements: MessageFormatElement[],
  into: { name: string; forms: string[] }[] = [],
) {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      into.push({ name: element.value, forms: Object.keys(element.options).sort() });
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      Object.values(element.options).forEach((option) => pluralsOf(option.value, into));
    }
  }
  return into;
}

function countArgumentsOf(elements: MessageFormatElement[], into = new Set<string>()) {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) {
      if (countArguments.has(element.value)) into.add(element.value);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      Object.values(element.options).forEach((option) => countArgumentsOf(option.value, into));
    }
  }
  return into;
}

const formsOfLocale: Record<Locale, string[]> = {
  hr: ['few', 'one', 'other'],
  bs: ['few', 'one', 'other'],
  sl: ['few', 'one', 'other', 'two'],
  en: ['one', 'other'],
};

describe.each(locales)('the %s catalogue', (locale) => {
  const catalogue = coreCatalogues[locale];
  const intl = createIntl({ locale: localeTags[locale], messages: catalogue });

  it('chooses the form of every counted message by the plural rules of the locale', () => {
    const tabled = new Set(table.flatMap((row) => row.ids));
    const counted = Object.entries(catalogue)
      .filter(([, message]) => countArgumentsOf(parse(message)).size > 0)
      .map(([id]) => id);
    // A new message with a count needs a row in the table above.
    expect(counted.filter((id) => !tabled.has(id))).toEqual([]);
    expect([...tabled].filter((id) => !counted.includes(id))).toEqual([]);
    for (const id of counted) {
      const message = parse(catalogue[id]!);
      const plurals = pluralsOf(message);
      expect({ id, counts: [...countArgumentsOf(message)].sort() }).toEqual({
        id,
        counts: [...new Set(plurals.map((plural) => plural.name))].sort(),
      });
      for (const plural of plurals) {
        expect({ id, forms: plural.forms }).toEqual({ id, forms: formsOfLocale[locale] });
      }
    }
  });

  describe.each(table.flatMap((row) => row.ids.map((id) => [id, row] as const)))(
    '%s',
    (id, row) => {
      it.each(numbers)('reads right for %i', (n) => {
        const form = formOf[locale][n];
        const expected = (row.expected[locale][form] ?? row.expected[locale].other).replaceAll(
          '#',
          String(n),
        );
        expect(intl.formatMessage({ id }, row.values(n))).toBe(expected);
      });
    },
  );
});
