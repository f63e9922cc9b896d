/*
 * The object identifiers an ICH E2B(R3) file names its identifiers and code lists by (ICH E2B(R3)
 * Implementation Guide, appendix "ICH OIDs"; the same values as the ICH reference instances). A
 * receiver reads a code only together with its code system, so each code written carries one of
 * these.
 */

/** ICH identifier roots (2.16.840.1.113883.3.989.2.1.3.x): whose identifier an `id` is. */
export const ICH_ID = {
  /** C.1.1 sender's safety report unique identifier, and N.2.r.1 message identifier. */
  safetyReport: '2.16.840.1.113883.3.989.2.1.3.1',
  /** C.1.8.1 worldwide unique case identification number. */
  worldwideCase: '2.16.840.1.113883.3.989.2.1.3.2',
  /** N.2.r.2 message sender identifier. */
  messageSender: '2.16.840.1.113883.3.989.2.1.3.11',
  /** N.2.r.3 message receiver identifier. */
  messageReceiver: '2.16.840.1.113883.3.989.2.1.3.12',
  /** N.1.3 batch sender identifier. */
  batchSender: '2.16.840.1.113883.3.989.2.1.3.13',
  /** N.1.4 batch receiver identifier. */
  batchReceiver: '2.16.840.1.113883.3.989.2.1.3.14',
  /** N.1.2 batch number. */
  batch: '2.16.840.1.113883.3.989.2.1.3.22',
} as const;

/** ICH code lists (2.16.840.1.113883.3.989.2.1.1.x): what a `code` or coded `value` means. */
export const ICH_CODE_LIST = {
  /** N.1.1 type of messages in batch (1 = ichicsr). */
  messageType: '2.16.840.1.113883.3.989.2.1.1.1',
  /** C.1.3 type of report (1 = spontaneous report). */
  reportType: '2.16.840.1.113883.3.989.2.1.1.2',
  /** C.1.8.2 first sender of this case (1 = regulator, 2 = other). */
  firstSender: '2.16.840.1.113883.3.989.2.1.1.3',
  /** C.2.r.4 qualification (1 physician, 2 pharmacist, 3 other HCP, 4 lawyer, 5 consumer). */
  qualification: '2.16.840.1.113883.3.989.2.1.1.6',
  /** C.3.1 sender type (1 = pharmaceutical company). */
  senderType: '2.16.840.1.113883.3.989.2.1.1.7',
  /** E.i.7 outcome of reaction / event at the time of last observation. */
  outcome: '2.16.840.1.113883.3.989.2.1.1.11',
  /** G.k.1 characterisation of drug role (1 suspect, 2 concomitant, 3 interacting). */
  drugRole: '2.16.840.1.113883.3.989.2.1.1.13',
  /** G.k.8 action(s) taken with drug. */
  actionTaken: '2.16.840.1.113883.3.989.2.1.1.15',
  /** G.k.9.i.4 did reaction recur on re-administration. */
  recurrence: '2.16.840.1.113883.3.989.2.1.1.16',
  /** The ICH observation codes: which data element an `observation` carries (age, reaction, ...). */
  observation: '2.16.840.1.113883.3.989.2.1.1.19',
  /** Value grouping: which `organizer` a group is (medical history, drug history, drugs). */
  valueGrouping: '2.16.840.1.113883.3.989.2.1.1.20',
  /** The role of an assigned entity (3 = source reporter), e.g. the author of H.2. */
  assignedEntityRole: '2.16.840.1.113883.3.989.2.1.1.21',
  /** Report relation: 1 initial report (C.1.8.2's block), 2 source report (C.2.r). */
  reportRelation: '2.16.840.1.113883.3.989.2.1.1.22',
  /** Report characterisation: 1 type of report (C.1.3), 2 other case identifiers (C.1.9.1). */
  reportCharacterization: '2.16.840.1.113883.3.989.2.1.1.23',
} as const;

/** Code systems from outside ICH that E2B(R3) uses. */
export const EXTERNAL_CODE_SYSTEM = {
  /** ISO 3166-1 alpha-2 country codes (C.2.r.3, C.3.4.5). */
  country: '1.0.3166.1.2.2',
  /** ISO/IEC 5218 sex codes (D.5: 1 male, 2 female). */
  sex: '1.0.5218',
  /** HL7 ActCode: PAT_ADV_EVNT, the investigation event's code. */
  hl7ActCode: '2.16.840.1.113883.5.4',
  /** HL7 interaction ids (MCCI_IN200100UV01, PORR_IN049016UV). */
  hl7Interaction: '2.16.840.1.113883.1.6',
  /** HL7 trigger event ids (PORR_TE049016UV). */
  hl7TriggerEvent: '2.16.840.1.113883.1.18',
} as const;

/** The ICH observation codes used here (code list ICH_CODE_LIST.observation). */
export const OBSERVATION = {
  additionalDocuments: 1, // C.1.6.1
  age: 3, // D.2.2a/b
  comment: 10, // H.2 reporter's comments (with author code sourceReporter)
  historyText: 18, // D.7.2 text for relevant medical history
  drugRole: 20, // G.k.1, in a causality assessment
  expedited: 23, // C.1.7
  medicalConfirmation: 24, // E.i.8
  outcome: 27, // E.i.7
  reaction: 29, // E.i
  recurrence: 31, // G.k.9.i.4
  indication: 19, // G.k.7.r
  // E.i.3.2a–f, seriousness criteria
  death: 34,
  lifeThreatening: 21,
  hospitalisation: 33,
  disability: 35,
  congenitalAnomaly: 12,
  otherMedicallyImportant: 26,
} as const;

/** The value groupings (code list ICH_CODE_LIST.valueGrouping). */
export const VALUE_GROUPING = { medicalHistory: 1, drugHistory: 2, drugs: 4 } as const;
