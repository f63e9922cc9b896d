import { HUMAN_SERIOUSNESS } from '../../schema';
import type { IcsrCase, IcsrDrug } from './icsrCase';
import { ICH_CODE_LIST, OBSERVATION, VALUE_GROUPING, EXTERNAL_CODE_SYSTEM } from './oids';
import { el, type XmlChild, type XmlElement } from './xml';

/*
 * The adverse event assessment of an ICSR: the patient (D), the reaction (E.i), the drugs (G.k) with
 * their roles, and the reporter's comments (H.2), in the HL7 structure of the ICH reference
 * instances (PORR_MT049016UV).
 */

const XSI_TYPE = 'xsi:type';

/** An ICH observation code (the data element an observation carries). */
const observationCode = (code: number) =>
  el('code', { code, codeSystem: ICH_CODE_LIST.observation });

const observation = (code: number, ...children: XmlChild[]) =>
  el('observation', { classCode: 'OBS', moodCode: 'EVN' }, observationCode(code), ...children);

const codedValue = (code: number, codeSystem: string) =>
  el('value', { [XSI_TYPE]: 'CE', code, codeSystem });

/** A yes/no element: true, false, or left out when unanswered. */
const booleanValue = (value: boolean) => el('value', { [XSI_TYPE]: 'BL', value });

/** A free text that E2B wants coded (MedDRA): "no information" on the code, the words as given. */
const uncodedText = (text: string, language?: string) =>
  el('value', { [XSI_TYPE]: 'CE', nullFlavor: 'NI' }, el('originalText', { language }, text));

const kindOfProduct = (name: string) =>
  el('kindOfProduct', { classCode: 'MMAT', determinerCode: 'KIND' }, el('name', {}, name));

const productNamed = (name: string) =>
  el(
    'consumable',
    { typeCode: 'CSM' },
    el('instanceOfKind', { classCode: 'INST' }, kindOfProduct(name)),
  );

function patientSubject(patient: IcsrCase['patient']): XmlElement {
  return el(
    'player1',
    { classCode: 'PSN', determinerCode: 'INSTANCE' },
    // D.1: withheld initials are masked, not unknown: the reporter chose not to give them.
    patient.initials ? el('name', {}, patient.initials) : el('name', { nullFlavor: 'MSK' }),
    // D.5
    patient.sex
      ? el('administrativeGenderCode', { code: patient.sex, codeSystem: EXTERNAL_CODE_SYSTEM.sex })
      : el('administrativeGenderCode', { nullFlavor: 'UNK' }),
    // D.9.1: the wizard does not ask the date of death.
    patient.died && el('deceasedTime', { nullFlavor: 'NASK' }),
  );
}

function patientObservations(patient: IcsrCase['patient']): XmlChild[] {
  const subject = (child: XmlElement) => el('subjectOf2', { typeCode: 'SBJ' }, child);
  const organizer = (grouping: number, ...components: XmlChild[]) =>
    el(
      'organizer',
      { classCode: 'CATEGORY', moodCode: 'EVN' },
      el('code', { code: grouping, codeSystem: ICH_CODE_LIST.valueGrouping }),
      ...components,
    );
  return [
    // D.2.2a/b: age at onset, in years (UCUM "a")
    patient.ageYears !== undefined &&
      subject(
        observation(
          OBSERVATION.age,
          el('value', { [XSI_TYPE]: 'PQ', value: patient.ageYears, unit: 'a' }),
        ),
      ),
    // D.7.2
    patient.historyText &&
      subject(
        organizer(
          VALUE_GROUPING.medicalHistory,
          el(
            'component',
            { typeCode: 'COMP' },
            observation(
              OBSERVATION.historyText,
              el('value', { [XSI_TYPE]: 'ED' }, patient.historyText),
            ),
          ),
        ),
      ),
    // D.8.r.1
    patient.pastDrugs.length > 0 &&
      subject(
        organizer(
          VALUE_GROUPING.drugHistory,
          ...patient.pastDrugs.map((name) =>
            el(
              'component',
              { typeCode: 'COMP' },
              el(
                'substanceAdministration',
                { classCode: 'SBADM', moodCode: 'EVN' },
                productNamed(name),
              ),
            ),
          ),
        ),
      ),
  ];
}

function reactionObservation(reaction: IcsrCase['reaction']): XmlElement {
  const pertinent = (child: XmlElement) => el('outboundRelationship2', { typeCode: 'PERT' }, child);
  return el(
    'observation',
    { classCode: 'OBS', moodCode: 'EVN' },
    el('id', { root: reaction.id }),
    observationCode(OBSERVATION.reaction),
    // E.i.4
    reaction.startDay &&
      el('effectiveTime', { [XSI_TYPE]: 'IVL_TS' }, el('low', { value: reaction.startDay })),
    // E.i.1.1a/b, E.i.2.1b left to the pharmacovigilance team's MedDRA coding
    uncodedText(reaction.asReported, reaction.language),
    // E.i.3.2a–f: each criterion true, or "no information" (the IG allows no false)
    ...HUMAN_SERIOUSNESS.map((criterion) =>
      pertinent(
        observation(
          OBSERVATION[criterion],
          reaction.seriousness.has(criterion)
            ? booleanValue(true)
            : el('value', { [XSI_TYPE]: 'BL', nullFlavor: 'NI' }),
        ),
      ),
    ),
    // E.i.7
    pertinent(
      observation(OBSERVATION.outcome, codedValue(reaction.outcome, ICH_CODE_LIST.outcome)),
    ),
    // E.i.8
    reaction.medicalConfirmation !== undefined &&
      pertinent(
        observation(OBSERVATION.medicalConfirmation, booleanValue(reaction.medicalConfirmation)),
      ),
  );
}

/** G.k.4.r: one dosage block, when the reporter said anything about dosage, dates, lot or form. */
function dosage(drug: IcsrDrug): XmlChild {
  if (!drug.dosageText && !drug.startDay && !drug.lastDay && !drug.batch && !drug.doseForm)
    return null;
  const period = (drug.startDay || drug.lastDay) && [
    el(
      'effectiveTime',
      { [XSI_TYPE]: 'IVL_TS' },
      drug.startDay && el('low', { value: drug.startDay }), // G.k.4.r.4
      drug.lastDay && el('high', { value: drug.lastDay }), // G.k.4.r.5
    ),
  ];
  return el(
    'outboundRelationship2',
    { typeCode: 'COMP' },
    el(
      'substanceAdministration',
      { classCode: 'SBADM', moodCode: 'EVN' },
      drug.dosageText && el('text', {}, drug.dosageText), // G.k.4.r.8
      ...(period || []),
      (drug.batch || drug.doseForm) &&
        el(
          'consumable',
          { typeCode: 'CSM' },
          el(
            'instanceOfKind',
            { classCode: 'INST' },
            drug.batch &&
              el(
                'productInstanceInstance',
                { classCode: 'MMAT', determinerCode: 'INSTANCE' },
                el('id', { nullFlavor: 'NI' }),
                el('lotNumberText', {}, drug.batch), // G.k.4.r.7
              ),
            drug.doseForm &&
              el(
                'kindOfProduct',
                { classCode: 'MMAT', determinerCode: 'KIND' },
                el('formCode', {}, el('originalText', {}, drug.doseForm)), // G.k.4.r.9.1
              ),
          ),
        ),
    ),
  );
}

function drugAdministration(drug: IcsrDrug, reactionId: string): XmlElement {
  return el(
    'substanceAdministration',
    { classCode: 'SBADM', moodCode: 'EVN' },
    el('id', { root: drug.id }),
    productNamed(drug.name), // G.k.2.2
    dosage(drug),
    // G.k.9.i.4, for the case's one reaction
    drug.recurrence !== undefined &&
      el(
        'outboundRelationship2',
        { typeCode: 'PERT' },
        observation(
          OBSERVATION.recurrence,
          codedValue(drug.recurrence, ICH_CODE_LIST.recurrence),
          el(
            'outboundRelationship1',
            { typeCode: 'REFR' },
            el(
              'actReference',
              { classCode: 'OBS', moodCode: 'EVN' },
              el('id', { root: reactionId }),
            ),
          ),
        ),
      ),
    // G.k.7.r.1
    drug.indication &&
      el(
        'inboundRelationship',
        { typeCode: 'RSON' },
        observation(OBSERVATION.indication, uncodedText(drug.indication)),
      ),
    // G.k.8
    drug.actionTaken !== undefined &&
      el(
        'inboundRelationship',
        { typeCode: 'CAUS' },
        el(
          'act',
          { classCode: 'ACT', moodCode: 'EVN' },
          el('code', { code: drug.actionTaken, codeSystem: ICH_CODE_LIST.actionTaken }),
        ),
      ),
  );
}

/** G.k.1: each drug's role, as a causality assessment pointing at the drug. */
const drugRole = (drug: IcsrDrug) =>
  el(
    'component',
    { typeCode: 'COMP' },
    el(
      'causalityAssessment',
      { classCode: 'OBS', moodCode: 'EVN' },
      observationCode(OBSERVATION.drugRole),
      codedValue(drug.role, ICH_CODE_LIST.drugRole),
      el(
        'subject2',
        { typeCode: 'SUBJ' },
        el(
          'productUseReference',
          { classCode: 'SBADM', moodCode: 'EVN' },
          el('id', { root: drug.id }),
        ),
      ),
    ),
  );

/** H.2, authored by the source reporter. */
const reporterComments = (text: string) =>
  el(
    'component1',
    { typeCode: 'COMP' },
    el(
      'observationEvent',
      { classCode: 'OBS', moodCode: 'EVN' },
      observationCode(OBSERVATION.comment),
      el('value', { [XSI_TYPE]: 'ED' }, text),
      el(
        'author',
        { typeCode: 'AUT' },
        el(
          'assignedEntity',
          { classCode: 'ASSIGNED' },
          el('code', { code: 3, codeSystem: ICH_CODE_LIST.assignedEntityRole }),
        ),
      ),
    ),
  );

export function adverseEventAssessment(icsr: IcsrCase): XmlElement {
  return el(
    'adverseEventAssessment',
    { classCode: 'INVSTG', moodCode: 'EVN' },
    el(
      'subject1',
      { typeCode: 'SBJ' },
      el(
        'primaryRole',
        { classCode: 'INVSBJ' },
        patientSubject(icsr.patient),
        ...patientObservations(icsr.patient),
        el('subjectOf2', { typeCode: 'SBJ' }, reactionObservation(icsr.reaction)),
        el(
          'subjectOf2',
          { typeCode: 'SBJ' },
          el(
            'organizer',
            { classCode: 'CATEGORY', moodCode: 'EVN' },
            el('code', { code: VALUE_GROUPING.drugs, codeSystem: ICH_CODE_LIST.valueGrouping }),
            ...icsr.drugs.map((drug) =>
              el('component', { typeCode: 'COMP' }, drugAdministration(drug, icsr.reaction.id)),
            ),
          ),
        ),
      ),
    ),
    ...icsr.drugs.map(drugRole),
    icsr.reporterComments && reporterComments(icsr.reporterComments),
  );
}
