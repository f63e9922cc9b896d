import type { Market } from '../market/types';

/**
 * Common words of Croatian, Slovenian and Bosnian that an English page must not show: function
 * words, the titles, countries and address words of the issue, the sample markers, and frequent
 * words of the site's own copy (menus, figures, forms). Written by hand; none is also an English
 * word ('in', 'so', 'to', 'on', 'do', 'let' and 'dan' are left out for that reason).
 */
const words = `
  # function words
  je za od na iz pri ili te kao koji koja koje kojih što
  sve svi su se da ali ter tudi kot ki vse smo ste biti
  nas naš naša naše naših vaš vaša vaše vaših više več
  # titles and the board
  uprava uprave upravi član članica predsjednica predsjednik predsednica
  predsednik direktor direktorica osnivač ustanovitelj
  # countries
  hrvatska hrvatske hrvaška slovenija slovenije bosna hercegovina
  hercegovine srbija
  # addresses, registers and the sample markers
  ulica ulice cesta trg zona poslovna industrijska sud sodišče
  trgovački općinski okrožno matična številka davčna broj primerna
  # the site's own vocabulary
  početna naslovnica kontakt pretraga iskanje novosti vijesti novice
  usluge storitve lijekovi lijekova zdravila zdravil oprema opreme
  skladište skladišna skladišne skladišnih skladiščnih lokacija lokacije
  lokacij vozilo vozila vozil kupaca kupcev dobavljača dobaviteljev
  zaposlenih zaposlenika godina godine godini leto sati ponedjeljka
  petka hvala prijava nuspojava nuspojave saznajte pročitajte preberite
  stranica stran nazad natrag zatvori zapri pošalji pošlji podaci
  podatki certifikata
`
  .split('\n')
  .flatMap((line) => (line.trim().startsWith('#') ? [] : line.trim().split(/\s+/)))
  .filter(Boolean);
const localWords: ReadonlySet<string> = new Set(words);

/**
 * Words that count only in lower case: a lone "i" or "u" ("and", "in"; "I" is English) and the
 * sample markers "(primjer)" and "(uzorak)", which are also the surnames of the sample people
 * ("Petra Primjer"). The Slovenian marker "(primer)" is spelled like English "primer" (make-up,
 * paint), so it is not listed.
 */
const lowercaseWords: ReadonlySet<string> = new Set(['i', 'u', 'primjer', 'primjera', 'uzorak']);

/**
 * Names an English page shows as they are written at home: legal forms and the group's brand. The
 * market's own proper names (people, streets, banks, sponsors, registered company names, sister
 * sites) come from `properNamesOf`, since the content model keeps them as plain strings.
 */
export const allowedNames: readonly string[] = ['d.o.o.', 'd.d.', 'Medivia'];

/** The plain-string (proper-name) fields of a market: a LocalizedText field must be translated. */
export function properNamesOf(market: Market): string[] {
  const { company, legal } = market;
  return [
    company.corporateName,
    company.abbreviatedName,
    company.director,
    company.seat.street,
    company.seat.city,
    ...company.managementBoard.map((member) => member.name),
    ...company.bankAccounts.map((account) => account.bank),
    ...market.locations.flatMap((location) => [location.address, location.city]),
    ...market.sponsors.map((sponsor) => sponsor.name),
    ...market.sisterSites.map((site) => site.name),
    market.appName,
    ...(legal?.supervisoryAuthority.address ? [legal.supervisoryAuthority.address] : []),
  ];
}

/**
 * The local words in an English text, each with a little context, once each. Allowed names are
 * cut out first (longest first, so "Ulica primjera 1" goes before "Ulica").
 */
export function localWordsIn(text: string, allowed: readonly string[] = []): string[] {
  // A mailbox is an address, not prose: medicinska-oprema@ reads the same on every page.
  let rest = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
  for (const name of [...allowedNames, ...allowed].toSorted((a, b) => b.length - a.length)) {
    if (name) rest = rest.replaceAll(name, ' ');
  }
  const found = new Map<string, string>();
  for (const match of rest.matchAll(/\p{L}+/gu)) {
    const word = match[0];
    const at = match.index;
    // "(i)" numbers a point of a legal article, as in "Art. 9(2)(i) GDPR".
    const enumerated = rest[at - 1] === '(' && rest[at + word.length] === ')';
    const hit = lowercaseWords.has(word)
      ? !enumerated || word.length > 1
      : localWords.has(word.toLowerCase());
    if (hit && !found.has(word.toLowerCase())) {
      const context = rest.slice(Math.max(0, at - 30), at + word.length + 30).replace(/\s+/g, ' ');
      found.set(word.toLowerCase(), `${word} (…${context.trim()}…)`);
    }
  }
  return [...found.values()];
}

/**
 * The English a visitor reads in a document: text nodes, alt, title, aria-label and placeholder,
 * outside elements marked as another language (the language switcher names each language in
 * itself) and outside scripts and styles. Runs in the browser (Playwright) and in jsdom alike.
 */
export function readableEnglish(root: ParentNode & Node): string {
  const parts: string[] = [];
  const foreign = (element: Element | null) => {
    const marked = element?.closest('[lang]');
    return !!marked && !marked.getAttribute('lang')!.toLowerCase().startsWith('en');
  };
  const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
  const document = (root.ownerDocument ?? root) as Document;
  // 1 | 4: elements and text nodes (NodeFilter is not in scope when Playwright serializes this).
  const walker = document.createTreeWalker(root, 1 | 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 3) {
      const parent = node.parentElement;
      if (parent && !skipped.has(parent.tagName) && !foreign(parent)) parts.push(node.nodeValue!);
    } else {
      const element = node as Element;
      if (skipped.has(element.tagName) || foreign(element)) continue;
      for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
  }
  return parts.join(' ');
}
