import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HUMAN_OUTCOMES, HUMAN_SERIOUSNESS, type HumanReport } from '../../schema';
import { humanReport, legacyReport } from '../../testing/fixtures';
import { ichSchemaFolder, validateAgainstIchSchema } from '../../testing/ichSchema';
import { DRUG_ROLE, icsrCase, type StoredHumanReport } from './icsrCase';
import { icsrXml, renderIcsr, type IcsrSender } from './icsrXml';
import { ICH_CODE_LIST, ICH_ID, EXTERNAL_CODE_SYSTEM } from './oids';

/*
 * The ICSR of every path through the human report wizard, validated against ICH's E2B(R3) schemas
 * with a real XSD validator (libxml2's xmllint, as WebAssembly) and read back as XML to check the
 * ICH business rules the schema cannot see.
 */

const sender: IcsrSender = {
  organisationName: 'Medivia d.o.o. za trgovinu lijekovima i medicinskim proizvodima',
  countryCode: 'HR',
  organisationId: 'MEDIVIACRO',
  department: 'Farmakovigilancija',
};
const RECEIVED = '2026-03-01T10:00:00.000Z';
const NOW = new Date('2026-03-02T08:00:00Z');

type Applicant = HumanReport['applicant'];
type Medicine = HumanReport['medicine'];
type Reaction = HumanReport['reaction'];

let sequence = 0;
function stored(
  changes: {
    applicant?: Partial<Applicant>;
    medicine?: Partial<Medicine>;
    reaction?: Partial<Reaction>;
  } = {},
  base: HumanReport = humanReport(),
  locale = 'hr',
): StoredHumanReport {
  sequence += 1;
  return {
    id: sequence,
    reference: `NUS-2026-${String(sequence).padStart(6, '0')}`,
    kind: 'human',
    market: 'cro',
    locale,
    receivedAt: RECEIVED,
    report: {
      ...base,
      applicant: { ...base.applicant, ...changes.applicant },
      medicine: { ...base.medicine, ...changes.medicine },
      reaction: { ...base.reaction, ...changes.reaction },
    },
    idempotencyKey: null,
    botCheck: { ok: true },
    needsReview: false,
    mails: [],
  };
}

const hostileText = 'Rash <script>alert("x")</script> & "quotes" \'too\' ]]> \u0007bell';

/** One stored report per path through the wizard. */
const paths: Record<string, StoredHumanReport> = {
  complete: stored(),
  ...Object.fromEntries(
    HUMAN_SERIOUSNESS.map((criterion) => [
      `serious: ${criterion}`,
      stored({ reaction: { seriousness: [criterion], outcome: 'recovering' } }),
    ]),
  ),
  'non-serious': stored({ reaction: { seriousness: [], outcomeHospital: false } }),
  ...Object.fromEntries(
    HUMAN_OUTCOMES.map((outcome) => [`outcome: ${outcome}`, stored({ reaction: { outcome } })]),
  ),
  'outcome not answered': stored({ reaction: { outcome: '' } }),
  unknowns: stored({
    applicant: { patientAge: '', patientSex: 'unknown', pregnant: '', breastfeeding: '' },
    medicine: {
      startDate: { date: '', unknown: true },
      stopDate: { date: '', unknown: true },
      batch: { value: '', cannotFind: true },
    },
    reaction: { startDate: { date: '', unknown: true }, outcome: 'unknown', reappeared: '' },
  }),
  'initials withheld': stored({ applicant: { patientInitials: '' } }),
  'health professional': stored({
    applicant: { institution: 'KBC Zagreb, Klinika za dermatologiju', reportingFor: 'other' },
  }),
  'patient reporting for self': stored({
    applicant: { reportingFor: 'self', institution: '', consultedProfessional: 'no' },
  }),
  'only the required answers': stored({
    applicant: {
      reporterPhone: '',
      consultedProfessional: '',
      professionalComments: '',
      reportingFor: '',
      patientAge: '',
      patientInitials: '',
      patientSex: 'M',
      pregnant: '',
      breastfeeding: '',
      patientInfo: '',
    },
    medicine: {
      form: '',
      strength: '',
      dailyDose: '',
      startDate: { date: '', unknown: false },
      batch: { value: '', cannotFind: false },
      stopped: '',
      stopDate: { date: '', unknown: false },
      indication: '',
      otherDrugs: '',
      previousDrugs: '',
    },
    reaction: {
      startDate: { date: '', unknown: false },
      treated: '',
      stoppedAfterWithdrawal: '',
      reappeared: '',
      outcomeDoctorVisit: false,
      outcomeHospital: false,
      seriousness: [],
      outcome: '',
    },
  }),
  'several other medicines': stored({
    medicine: {
      otherDrugs: 'Ibuprofen 400 mg\nPantoprazol 20 mg\n\nVitamin D',
      previousDrugs: 'Amoksicilin',
    },
  }),
  'markup and control characters': stored({
    applicant: { reporterName: 'Ana "A&B" <Horvat>', patientInitials: '<M>' },
    medicine: { drugName: hostileText, indication: hostileText },
    reaction: { description: hostileText },
  }),
  'long answers': stored({
    medicine: { otherDrugs: 'x'.repeat(600) },
    reaction: { description: `${'word '.repeat(799)}end.` },
  }),
  'date later than the day received': stored({
    reaction: { startDate: { date: '2026-03-02', unknown: false } },
  }),
  'stored before seriousness was asked': stored({}, legacyReport(humanReport())),
  'written in English': stored({}, humanReport(), 'en'),
};

/** Two suspect medicines: the case as the desk may complete it before sending. */
function twoSuspects(): string {
  const icsr = icsrCase(stored());
  icsr.drugs.push({
    id: 'a3b4c5d6-0000-5000-8000-000000000002',
    role: DRUG_ROLE.suspect,
    name: 'Second suspect 10 mg',
  });
  return renderIcsr(icsr, sender, { now: NOW });
}

const documents: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(paths).map(([name, report]) => [name, icsrXml(report, sender, { now: NOW })]),
  ),
  'two suspect medicines': twoSuspects(),
};
/** xmllint names files after the documents: keep the names file-safe. */
const fileName = (name: string) => name.replace(/[^a-z0-9]+/gi, '-');

let schemaErrors: Record<string, string[]>;
let validationMs: number;
beforeAll(async () => {
  const started = Date.now();
  const byFile = await validateAgainstIchSchema(
    Object.fromEntries(Object.entries(documents).map(([name, xml]) => [fileName(name), xml])),
  );
  validationMs = Date.now() - started;
  schemaErrors = Object.fromEntries(
    Object.keys(documents).map((name) => [name, byFile[fileName(name)]!]),
  );
}, 60_000);

const HL7 = 'urn:hl7-org:v3';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/**
 * The document, read with its default namespace (HL7 v3's) taken off: jsdom's XPath cannot match
 * names in a namespace, so the checks below use plain names. The namespace itself is checked once.
 */
const parsed = new Map<string, Document>();
function parse(xml: string): Document {
  const known = parsed.get(xml);
  if (known) return known;
  expect(xml).toContain(`<MCCI_IN200100UV01 ITSVersion="XML_1.0" xmlns="${HL7}"`);
  const doc = new DOMParser().parseFromString(
    xml.replace(` xmlns="${HL7}"`, ''),
    'application/xml',
  );
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  parsed.set(xml, doc);
  return doc;
}

/** Elements matching an XPath. */
function select(context: Node, expression: string): Element[] {
  const doc = context.ownerDocument ?? (context as Document);
  const result = doc.evaluate(
    expression,
    context,
    null,
    XPathResult.ORDERED_NODE_SNAPSHOT_TYPE,
    null,
  );
  return Array.from({ length: result.snapshotLength }, (_, i) => result.snapshotItem(i) as Element);
}
const one = (context: Node, expression: string) => {
  const found = select(context, expression);
  expect(found).toHaveLength(1);
  return found[0]!;
};

const reactionOf = (doc: Document) =>
  one(doc, "//primaryRole/subjectOf2/observation[code/@code='29']");
/** The value of one of the reaction's observations (E.i.3.2a–f, E.i.7, E.i.8) by ICH code. */
const reactionValue = (doc: Document, code: number) =>
  select(reactionOf(doc), `outboundRelationship2/observation[code/@code='${code}']/value`);

const SERIOUSNESS_CODE = {
  death: 34,
  lifeThreatening: 21,
  hospitalisation: 33,
  disability: 35,
  congenitalAnomaly: 12,
  otherMedicallyImportant: 26,
} as const;

describe('given the ICSR of each path through the human report wizard', () => {
  it('validates all of them against the ICH schema set in one run, well under a minute', () => {
    expect(Object.keys(schemaErrors)).toHaveLength(Object.keys(documents).length);
    expect(validationMs).toBeLessThan(30_000);
  });

  describe.each(Object.keys(documents))('%s', (name) => {
    const xml = documents[name]!;

    it('is valid against MCCI_IN200100UV01.xsd', () => {
      expect(schemaErrors[name]).toEqual([]);
    });

    it('is one batch holding one PORR_IN049016UV message', () => {
      const doc = parse(xml);
      expect(doc.documentElement.localName).toBe('MCCI_IN200100UV01');
      expect(select(doc, '/MCCI_IN200100UV01/PORR_IN049016UV')).toHaveLength(1);
      expect(one(doc, '/MCCI_IN200100UV01/name').getAttribute('code')).toBe('1');
      expect(
        one(doc, `/MCCI_IN200100UV01/id[@root='${ICH_ID.batch}']`).getAttribute('extension'),
      ).toMatch(/^HR-MEDIVIACRO-NUS-2026-\d{6}-\d{14}$/);
      expect(
        one(doc, `/MCCI_IN200100UV01/sender/device/id[@root='${ICH_ID.batchSender}']`).getAttribute(
          'extension',
        ),
      ).toBe('MEDIVIACRO');
      expect(
        one(
          doc,
          `/MCCI_IN200100UV01/receiver/device/id[@root='${ICH_ID.batchReceiver}']`,
        ).getAttribute('extension'),
      ).toBe('EVHUMAN');
    });

    it('names the case country-organisation-reference (C.1.1), also as its worldwide id', () => {
      const doc = parse(xml);
      const event = one(doc, '//investigationEvent');
      const caseId = one(event, `id[@root='${ICH_ID.safetyReport}']`).getAttribute('extension');
      expect(caseId).toMatch(/^HR-MEDIVIACRO-NUS-2026-\d{6}$/);
      expect(one(event, `id[@root='${ICH_ID.worldwideCase}']`).getAttribute('extension')).toBe(
        caseId,
      );
      expect(one(doc, `//PORR_IN049016UV/id`).getAttribute('extension')).toBe(caseId);
    });

    it('dates the case: created now (C.1.2), received and last informed on receipt (C.1.4, C.1.5)', () => {
      const doc = parse(xml);
      expect(one(doc, '//controlActProcess/effectiveTime').getAttribute('value')).toBe(
        '20260302080000+0000',
      );
      expect(one(doc, '//investigationEvent/effectiveTime/low').getAttribute('value')).toBe(
        '20260301100000+0000',
      );
      expect(one(doc, '//investigationEvent/availabilityTime').getAttribute('value')).toBe(
        '20260301100000+0000',
      );
    });

    it('has no date after the moment it was created', () => {
      const doc = parse(xml);
      const timed = select(
        doc,
        '//*[@value][self::creationTime or self::effectiveTime or self::availabilityTime or self::low or self::high]',
      );
      expect(timed.length).toBeGreaterThanOrEqual(5);
      for (const element of timed) {
        const digits = element.getAttribute('value')!.slice(0, 14);
        expect(digits.padEnd(14, '0') <= '20260302080000').toBe(true);
      }
    });

    it('is a spontaneous report (C.1.3 = 1) from a pharmaceutical company (C.3.1 = 1)', () => {
      const doc = parse(xml);
      const type = one(doc, "//investigationCharacteristic[code/@code='1']/value");
      expect([type.getAttribute('code'), type.getAttribute('codeSystem')]).toEqual([
        '1',
        ICH_CODE_LIST.reportType,
      ]);
      const author = one(
        doc,
        '//investigationEvent/subjectOf1/controlActEvent/author/assignedEntity',
      );
      expect(one(author, 'code').getAttribute('code')).toBe('1');
      expect(
        one(author, 'representedOrganization/assignedEntity/representedOrganization/name')
          .textContent,
      ).toBe(sender.organisationName);
      expect(one(author, 'assignedPerson/asLocatedEntity/location/code').getAttribute('code')).toBe(
        'HR',
      );
    });

    it('has exactly one primary source for regulatory purposes, with its country and qualification', () => {
      const doc = parse(xml);
      const primary = select(
        doc,
        "//investigationEvent/outboundRelationship[priorityNumber/@value='1']",
      );
      expect(primary).toHaveLength(1);
      expect(one(primary[0]!, 'relatedInvestigation/code').getAttribute('code')).toBe('2');
      const person = one(primary[0]!, './/assignedPerson');
      expect(one(person, 'asLocatedEntity/location/code').getAttribute('code')).toBe('HR');
      expect(['3', '5']).toContain(one(person, 'asQualifiedEntity/code').getAttribute('code'));
    });

    it('states every seriousness criterion (E.i.3.2a–f) as true or no information, never false', () => {
      const doc = parse(xml);
      for (const code of Object.values(SERIOUSNESS_CODE)) {
        const [value, ...more] = reactionValue(doc, code);
        expect(more).toEqual([]);
        expect(value!.getAttributeNS(XSI, 'type')).toBe('BL');
        expect(
          value!.getAttribute('value') === 'true' || value!.getAttribute('nullFlavor') === 'NI',
        ).toBe(true);
      }
      expect(reactionValue(doc, 27)).toHaveLength(1); // E.i.7 is always there
    });

    it('has at least one suspect drug (G.k.1 = 1), each role pointing at a drug of the case', () => {
      const doc = parse(xml);
      const drugIds = select(
        doc,
        "//organizer[code/@code='4']/component/substanceAdministration/id",
      ).map((id) => id.getAttribute('root'));
      const roles = select(doc, "//causalityAssessment[code/@code='20']");
      expect(roles).toHaveLength(drugIds.length);
      const suspects = roles.filter((role) => one(role, 'value').getAttribute('code') === '1');
      expect(suspects.length).toBeGreaterThanOrEqual(1);
      for (const role of roles)
        expect(drugIds).toContain(
          one(role, 'subject2/productUseReference/id').getAttribute('root'),
        );
    });

    it('names its code lists by the ICH and ISO OIDs', () => {
      const doc = parse(xml);
      const known = new Set<string>([
        ...Object.values(ICH_CODE_LIST),
        ...Object.values(EXTERNAL_CODE_SYSTEM),
      ]);
      // jsdom's XPath folds attribute names to lower case, as in HTML: filter mixed-case ones here.
      const coded = select(doc, '//*').filter((element) => element.hasAttribute('codeSystem'));
      expect(coded.length).toBeGreaterThan(20);
      for (const element of coded) expect(known).toContain(element.getAttribute('codeSystem'));
      for (const element of select(doc, '//id[@extension]'))
        expect(element.getAttribute('root')).toMatch(
          /^2\.16\.840\.1\.113883\.3\.989\.2\.1\.3\.(1|2|11|12|13|14|22)$/,
        );
      expect(one(doc, "//organizer[code/@code='4']/code").getAttribute('codeSystem')).toBe(
        '2.16.840.1.113883.3.989.2.1.1.20',
      );
    });

    it('carries a narrative (H.1) and the reaction as reported with its language (E.i.1.1a/b)', () => {
      const doc = parse(xml);
      expect(one(doc, '//investigationEvent/text').textContent!.length).toBeGreaterThan(100);
      const asReported = one(reactionOf(doc), 'value/originalText');
      expect(asReported.textContent!.length).toBeLessThanOrEqual(250);
      expect(['hrv', 'eng']).toContain(asReported.getAttribute('language'));
    });
  });
});

describe('given a particular answer', () => {
  const doc = (name: string) => parse(documents[name]!);

  it.each(HUMAN_SERIOUSNESS)(
    'codes the criterion %s as true and the others as no information',
    (criterion) => {
      const xml = doc(`serious: ${criterion}`);
      for (const [other, code] of Object.entries(SERIOUSNESS_CODE)) {
        const value = reactionValue(xml, code)[0]!;
        if (other === criterion) expect(value.getAttribute('value')).toBe('true');
        else expect(value.getAttribute('nullFlavor')).toBe('NI');
      }
      const expedited = one(
        xml,
        "//investigationEvent/component/observationEvent[code/@code='23']/value",
      );
      expect(expedited.getAttribute('value')).toBe('true');
      // A death is a dead patient, whose date of death the wizard did not ask.
      const deceased = select(xml, '//player1/deceasedTime');
      expect(deceased.map((time) => time.getAttribute('nullFlavor'))).toEqual(
        criterion === 'death' ? ['NASK'] : [],
      );
    },
  );

  it('codes a report with no criterion ticked as non-serious: all no information, not expedited', () => {
    const xml = doc('non-serious');
    for (const code of Object.values(SERIOUSNESS_CODE))
      expect(reactionValue(xml, code)[0]!.getAttribute('nullFlavor')).toBe('NI');
    expect(
      one(
        xml,
        "//investigationEvent/component/observationEvent[code/@code='23']/value",
      ).getAttribute('value'),
    ).toBe('false');
  });

  it.each([
    ['recovered', '1'],
    ['recovering', '2'],
    ['notRecovered', '3'],
    ['recoveredWithSequelae', '4'],
    ['fatal', '5'],
    ['unknown', '0'],
  ])('codes the outcome %s as E.i.7 = %s', (outcome, code) => {
    const value = reactionValue(doc(`outcome: ${outcome}`), 27)[0]!;
    expect([value.getAttribute('code'), value.getAttribute('codeSystem')]).toEqual([
      code,
      ICH_CODE_LIST.outcome,
    ]);
  });

  it('codes a fatal outcome as a reaction that resulted in death', () => {
    expect(reactionValue(doc('outcome: fatal'), 34)[0]!.getAttribute('value')).toBe('true');
  });

  it('codes an outcome not given as unknown (E.i.7 is required)', () => {
    expect(reactionValue(doc('outcome not answered'), 27)[0]!.getAttribute('code')).toBe('0');
  });

  it('leaves unknown dates, age, sex and lot out, and says unknown in the narrative', () => {
    const xml = doc('unknowns');
    expect(select(reactionOf(xml), 'effectiveTime')).toHaveLength(0);
    expect(select(xml, "//primaryRole/subjectOf2/observation[code/@code='3']")).toHaveLength(0);
    expect(one(xml, '//player1/administrativeGenderCode').getAttribute('nullFlavor')).toBe('UNK');
    expect(select(xml, '//lotNumberText')).toHaveLength(0);
    expect(select(xml, '//substanceAdministration/effectiveTime')).toHaveLength(0);
    expect(reactionValue(xml, 27)[0]!.getAttribute('code')).toBe('0');
    const narrative = one(xml, '//investigationEvent/text').textContent!;
    expect(narrative).toContain('Datum početka nuspojave: Nije poznato');
    expect(narrative).toContain('Broj serije: Nije pronađen');
  });

  it('gives the dates, age and lot a reporter knew at their precision', () => {
    const xml = doc('complete');
    expect(
      one(xml, "//primaryRole/subjectOf2/observation[code/@code='3']/value").getAttribute('value'),
    ).toBe('34');
    const period = one(xml, '//outboundRelationship2/substanceAdministration/effectiveTime');
    expect([
      one(period, 'low').getAttribute('value'),
      one(period, 'high').getAttribute('value'),
    ]).toEqual(['20260110', '20260114']);
    expect(one(xml, '//lotNumberText').textContent).toBe('LOT-42A');
    expect(one(xml, '//inboundRelationship/act/code').getAttribute('code')).toBe('1'); // G.k.8 withdrawn
  });

  it('keeps a reaction date after the day of receipt out of E.i.4, in the narrative only', () => {
    const xml = doc('date later than the day received');
    expect(select(reactionOf(xml), 'effectiveTime')).toHaveLength(0);
    expect(one(xml, '//investigationEvent/text').textContent).toContain('2. ožujka 2026.');
  });

  it('masks the patient when the reporter withheld the initials (D.1 MSK)', () => {
    expect(one(doc('initials withheld'), '//player1/name').getAttribute('nullFlavor')).toBe('MSK');
    expect(one(doc('complete'), '//player1/name').textContent).toBe('M. K.');
  });

  it('qualifies a reporter with an institution as a health professional (3), others as consumers (5)', () => {
    const qualification = (name: string) =>
      one(doc(name), '//asQualifiedEntity/code').getAttribute('code');
    expect(qualification('health professional')).toBe('3');
    expect(
      one(
        doc('health professional'),
        '//outboundRelationship[priorityNumber]//representedOrganization/name',
      ).textContent,
    ).toBe('KBC Zagreb, Klinika za dermatologiju');
    expect(qualification('patient reporting for self')).toBe('5');
    expect(qualification('complete')).toBe('5');
  });

  it('lists each other medicine as a concomitant drug (G.k.1 = 2) and past ones as drug history', () => {
    const xml = doc('several other medicines');
    const names = select(xml, "//organizer[code/@code='4']//kindOfProduct/name").map(
      (n) => n.textContent,
    );
    expect(names).toEqual([
      'Examplomycin 500 mg',
      'Ibuprofen 400 mg',
      'Pantoprazol 20 mg',
      'Vitamin D',
    ]);
    const roles = select(xml, '//causalityAssessment/value').map((v) => v.getAttribute('code'));
    expect(roles).toEqual(['1', '2', '2', '2']);
    expect(one(xml, "//organizer[code/@code='2']//kindOfProduct/name").textContent).toBe(
      'Amoksicilin',
    );
  });

  it('codes each of several suspect drugs as suspect, each with its own id', () => {
    const xml = doc('two suspect medicines');
    const suspects = select(
      xml,
      "//causalityAssessment[value/@code='1']/subject2/productUseReference/id",
    );
    expect(suspects.map((id) => id.getAttribute('root'))).toHaveLength(2);
    expect(new Set(suspects.map((id) => id.getAttribute('root'))).size).toBe(2);
    expect(
      select(xml, "//organizer[code/@code='4']//kindOfProduct/name").map((n) => n.textContent),
    ).toContain('Second suspect 10 mg');
  });

  it('escapes what the reporter typed: it reads back as typed, less characters XML cannot carry', () => {
    const xml = documents['markup and control characters']!;
    expect(xml).not.toContain('<script>');
    const parsed = parse(xml);
    const asTyped = hostileText.replace('\u0007', '');
    expect(select(parsed, "//organizer[code/@code='4']//kindOfProduct/name")[0]!.textContent).toBe(
      asTyped,
    );
    expect(one(reactionOf(parsed), 'value/originalText').textContent).toBe(asTyped);
    expect(one(parsed, '//player1/name').textContent).toBe('<M>');
    expect(one(parsed, '//assignedPerson/name/family').textContent).toBe('<Horvat>');
  });

  it('cuts long answers to the element sizes and keeps them whole in the narrative', () => {
    const xml = doc('long answers');
    const asReported = one(reactionOf(xml), 'value/originalText').textContent!;
    expect(asReported).toHaveLength(250);
    expect(asReported.endsWith('…')).toBe(true);
    expect(one(xml, '//investigationEvent/text').textContent).toContain(
      `${'word '.repeat(799)}end.`,
    );
    const concomitant = select(xml, "//organizer[code/@code='4']//kindOfProduct/name")[1]!;
    expect(concomitant.textContent).toHaveLength(250);
  });

  it('writes the narrative in the report language with every answer but those identifying a person', () => {
    const croatian = one(doc('complete'), '//investigationEvent/text').textContent!;
    expect(croatian).toContain('== Lijek ==');
    expect(croatian).toContain('Naziv lijeka: Examplomycin 500 mg');
    expect(croatian).toContain('Pitanja i komentari: Is it safe to take again?');
    expect(croatian).not.toContain('ana.horvat@example.com');
    expect(croatian).not.toContain('Ana Horvat');
    expect(croatian).not.toContain('M. K.');
    const english = parse(documents['written in English']!);
    expect(one(english, '//investigationEvent/text').textContent).toContain(
      'Name of the medicine: Examplomycin 500 mg',
    );
    expect(one(reactionOf(english), 'value/originalText').getAttribute('language')).toBe('eng');
  });

  it('keeps the reporter comments (H.2) authored by the source reporter', () => {
    const comment = one(doc('complete'), "//component1/observationEvent[code/@code='10']");
    expect(one(comment, 'value').textContent).toBe(
      'Is it safe to take again?\n\nThe pharmacist advised stopping the medicine.',
    );
  });

  it('refuses a sender whose country is not an ISO code, rather than write a wrong C.1.1', () => {
    expect(() =>
      icsrXml(paths.complete!, { ...sender, countryCode: 'Croatia' }, { now: NOW }),
    ).toThrow(/ISO 3166-1/);
  });
});

describe('the schema folder', () => {
  it('fails clearly when shared/e2b-r3 is not beside the repository', () => {
    const lonely = mkdtempSync(path.join(tmpdir(), 'medivia-repo-'));
    writeFileSync(path.join(lonely, 'pnpm-workspace.yaml'), 'packages: []\n');
    try {
      expect(() => ichSchemaFolder(lonely)).toThrow(/ICH E2B\(R3\) schemas not found/);
    } finally {
      rmSync(lonely, { recursive: true, force: true });
    }
  });
});
