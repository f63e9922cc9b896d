import { adverseEventAssessment } from './caseXml';
import { hl7Timestamp } from './hl7Time';
import { icsrCase, type IcsrCase, type StoredHumanReport } from './icsrCase';
import { EXTERNAL_CODE_SYSTEM, ICH_CODE_LIST, ICH_ID, OBSERVATION } from './oids';
import { el, xmlDocument, type XmlElement } from './xml';

/*
 * A stored human report as an ICH E2B(R3) file: one MCCI_IN200100UV01 batch holding one
 * PORR_IN049016UV message (N.1, N.2.r), whose investigation event is the case (C, D, E, G, H).
 */

/** The company that sends the case: the market's company data. */
export interface IcsrSender {
  /** C.3.2 sender's organisation: the company's registered name. */
  organisationName: string;
  /** ISO 3166-1 alpha-2 country of the company (C.3.4.5; C.1.1's prefix; the reporter's country). */
  countryCode: string;
  /**
   * The company's identifier at the receiver (its EudraVigilance organisation ID, or a short name
   * agreed with the agency): N.1.3 and N.2.r.2, and C.1.1's middle part.
   */
  organisationId: string;
  /** C.3.3.1 sender's department, e.g. "Pharmacovigilance". */
  department?: string;
}

export interface IcsrOptions {
  /** The moment of creation (N.1.5, N.2.r.4, C.1.2); now by default. */
  now?: Date;
  /** N.1.4 and N.2.r.3. */
  receiver?: string;
}

/** EudraVigilance's production receiver: where EU marketing authorisation holders send ICSRs. */
export const DEFAULT_RECEIVER = 'EVHUMAN';

/** C.1.1: country code - organisation - the report's reference. */
export const safetyReportId = (sender: IcsrSender, reference: string) =>
  `${sender.countryCode}-${sender.organisationId}-${reference}`;

function checkSender(sender: IcsrSender): void {
  if (!/^[A-Z]{2}$/.test(sender.countryCode))
    throw new Error(
      `E2B sender: countryCode must be ISO 3166-1 alpha-2, got "${sender.countryCode}"`,
    );
  if (!/^[A-Za-z0-9._]{1,60}$/.test(sender.organisationId))
    throw new Error(
      `E2B sender: organisationId must be 1-60 letters, digits, dots or underscores, got "${sender.organisationId}"`,
    );
  if (!sender.organisationName.trim()) throw new Error('E2B sender: organisationName is empty');
}

const device = (id: string, root: string) =>
  el('device', { classCode: 'DEV', determinerCode: 'INSTANCE' }, el('id', { extension: id, root }));

const country = (code: string) =>
  el(
    'asLocatedEntity',
    { classCode: 'LOCE' },
    el(
      'location',
      { classCode: 'COUNTRY', determinerCode: 'INSTANCE' },
      el('code', { code, codeSystem: EXTERNAL_CODE_SYSTEM.country }),
    ),
  );

/** A C.2.r or C.1.8.2 block: a related investigation authored by someone. */
const relatedInvestigation = (relation: number, author: XmlElement) =>
  el(
    'relatedInvestigation',
    { classCode: 'INVSTG', moodCode: 'EVN' },
    el('code', { code: relation, codeSystem: ICH_CODE_LIST.reportRelation }),
    el(
      'subjectOf2',
      { typeCode: 'SUBJ' },
      el(
        'controlActEvent',
        { classCode: 'CACT', moodCode: 'EVN' },
        el('author', { typeCode: 'AUT' }, author),
      ),
    ),
  );

/** C.2.r: the reporter, the one primary source for regulatory purposes (C.2.r.5 = 1). */
function primarySource(icsr: IcsrCase, sender: IcsrSender): XmlElement {
  const { reporter } = icsr;
  return el(
    'outboundRelationship',
    { typeCode: 'SPRT' },
    el('priorityNumber', { value: 1 }),
    relatedInvestigation(
      2,
      el(
        'assignedEntity',
        { classCode: 'ASSIGNED' },
        reporter.phone && el('telecom', { value: `tel:${reporter.phone}` }), // C.2.r.2.7
        el(
          'assignedPerson',
          { classCode: 'PSN', determinerCode: 'INSTANCE' },
          el(
            'name',
            {},
            reporter.given && el('given', {}, reporter.given), // C.2.r.1.2
            el('family', {}, reporter.family), // C.2.r.1.4
          ),
          el(
            'asQualifiedEntity',
            { classCode: 'QUAL' },
            el('code', { code: reporter.qualification, codeSystem: ICH_CODE_LIST.qualification }),
          ),
          // C.2.r.3: the market the report was sent to
          country(sender.countryCode),
        ),
        reporter.organisation &&
          el(
            'representedOrganization',
            { classCode: 'ORG', determinerCode: 'INSTANCE' },
            el('name', {}, reporter.organisation), // C.2.r.2.1
          ),
      ),
    ),
  );
}

/** C.3: the sender, a pharmaceutical company (C.3.1 = 1). */
const senderInformation = (sender: IcsrSender) =>
  el(
    'subjectOf1',
    { typeCode: 'SUBJ' },
    el(
      'controlActEvent',
      { classCode: 'CACT', moodCode: 'EVN' },
      el(
        'author',
        { typeCode: 'AUT' },
        el(
          'assignedEntity',
          { classCode: 'ASSIGNED' },
          el('code', { code: 1, codeSystem: ICH_CODE_LIST.senderType }),
          el(
            'assignedPerson',
            { classCode: 'PSN', determinerCode: 'INSTANCE' },
            country(sender.countryCode),
          ),
          el(
            'representedOrganization',
            { classCode: 'ORG', determinerCode: 'INSTANCE' },
            sender.department && el('name', {}, sender.department),
            el(
              'assignedEntity',
              { classCode: 'ASSIGNED' },
              el(
                'representedOrganization',
                { classCode: 'ORG', determinerCode: 'INSTANCE' },
                el('name', {}, sender.organisationName),
              ),
            ),
          ),
        ),
      ),
    ),
  );

const caseObservation = (code: number, value: XmlElement) =>
  el(
    'component',
    { typeCode: 'COMP' },
    el(
      'observationEvent',
      { classCode: 'OBS', moodCode: 'EVN' },
      el('code', { code, codeSystem: ICH_CODE_LIST.observation }),
      value,
    ),
  );

const characteristic = (code: number, value: XmlElement) =>
  el(
    'subjectOf2',
    { typeCode: 'SUBJ' },
    el(
      'investigationCharacteristic',
      { classCode: 'OBS', moodCode: 'EVN' },
      el('code', { code, codeSystem: ICH_CODE_LIST.reportCharacterization }),
      value,
    ),
  );

function investigationEvent(icsr: IcsrCase, sender: IcsrSender, caseId: string): XmlElement {
  const received = hl7Timestamp(icsr.receivedAt);
  return el(
    'investigationEvent',
    { classCode: 'INVSTG', moodCode: 'EVN' },
    el('id', { extension: caseId, root: ICH_ID.safetyReport }), // C.1.1
    el('id', { extension: caseId, root: ICH_ID.worldwideCase }), // C.1.8.1: we are the first sender
    el('code', { code: 'PAT_ADV_EVNT', codeSystem: EXTERNAL_CODE_SYSTEM.hl7ActCode }),
    el('text', {}, icsr.narrative), // H.1
    el('statusCode', { code: 'active' }),
    el('effectiveTime', {}, el('low', { value: received })), // C.1.4
    el('availabilityTime', { value: received }), // C.1.5: no follow-up yet
    el('component', { typeCode: 'COMP' }, adverseEventAssessment(icsr)),
    // C.1.6.1: the wizard takes no attachments
    caseObservation(
      OBSERVATION.additionalDocuments,
      el('value', { 'xsi:type': 'BL', value: false }),
    ),
    // C.1.7: a serious case is reported within 15 days, a non-serious one within 90
    caseObservation(
      OBSERVATION.expedited,
      el('value', { 'xsi:type': 'BL', value: icsr.reaction.seriousness.size > 0 }),
    ),
    // C.1.8.2: first sender "other" (not a regulator)
    el(
      'outboundRelationship',
      { typeCode: 'SPRT' },
      relatedInvestigation(
        1,
        el(
          'assignedEntity',
          { classCode: 'ASSIGNED' },
          el('code', { code: 2, codeSystem: ICH_CODE_LIST.firstSender }),
        ),
      ),
    ),
    primarySource(icsr, sender),
    senderInformation(sender),
    // C.1.3: spontaneous report
    characteristic(
      1,
      el('value', { 'xsi:type': 'CE', code: 1, codeSystem: ICH_CODE_LIST.reportType }),
    ),
    // C.1.9.1: no other case identifiers known
    characteristic(2, el('value', { 'xsi:type': 'BL', nullFlavor: 'NI' })),
  );
}

/** The ICSR file of an already mapped case (the desk may add to a case before it is sent). */
export function renderIcsr(icsr: IcsrCase, sender: IcsrSender, options: IcsrOptions = {}): string {
  checkSender(sender);
  const now = options.now ?? new Date();
  if (icsr.receivedAt.getTime() > now.getTime())
    throw new Error(`Report ${icsr.reference} was received after the file's creation time`);
  const created = hl7Timestamp(now);
  const receiver = options.receiver ?? DEFAULT_RECEIVER;
  const caseId = safetyReportId(sender, icsr.reference);
  const batchNumber = `${caseId}-${created.slice(0, 14)}`;

  const message = el(
    'PORR_IN049016UV',
    {},
    el('id', { extension: caseId, root: ICH_ID.safetyReport }), // N.2.r.1
    el('creationTime', { value: created }), // N.2.r.4
    el('interactionId', {
      extension: 'PORR_IN049016UV',
      root: EXTERNAL_CODE_SYSTEM.hl7Interaction,
    }),
    el('processingCode', { code: 'P' }),
    el('processingModeCode', { code: 'T' }),
    el('acceptAckCode', { code: 'AL' }),
    el('receiver', { typeCode: 'RCV' }, device(receiver, ICH_ID.messageReceiver)), // N.2.r.3
    el('sender', { typeCode: 'SND' }, device(sender.organisationId, ICH_ID.messageSender)), // N.2.r.2
    el(
      'controlActProcess',
      { classCode: 'CACT', moodCode: 'EVN' },
      el('code', { code: 'PORR_TE049016UV', codeSystem: EXTERNAL_CODE_SYSTEM.hl7TriggerEvent }),
      el('effectiveTime', { value: created }), // C.1.2
      el('subject', { typeCode: 'SUBJ' }, investigationEvent(icsr, sender, caseId)),
    ),
  );

  return xmlDocument(
    el(
      'MCCI_IN200100UV01',
      {
        ITSVersion: 'XML_1.0',
        xmlns: 'urn:hl7-org:v3',
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      },
      el('id', { extension: batchNumber, root: ICH_ID.batch }), // N.1.2
      el('creationTime', { value: created }), // N.1.5
      el('responseModeCode', { code: 'D' }),
      el('interactionId', {
        extension: 'MCCI_IN200100UV01',
        root: EXTERNAL_CODE_SYSTEM.hl7Interaction,
      }),
      el('name', { code: 1, codeSystem: ICH_CODE_LIST.messageType }), // N.1.1: ichicsr
      message,
      el('receiver', { typeCode: 'RCV' }, device(receiver, ICH_ID.batchReceiver)), // N.1.4
      el('sender', { typeCode: 'SND' }, device(sender.organisationId, ICH_ID.batchSender)), // N.1.3
    ),
  );
}

/** A stored human report as one ICH E2B(R3) batch file (UTF-8 XML). */
export function icsrXml(
  report: StoredHumanReport,
  sender: IcsrSender,
  options: IcsrOptions = {},
): string {
  return renderIcsr(icsrCase(report), sender, options);
}
