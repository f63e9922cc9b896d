import type {
  DateOrUnknown,
  VeterinaryOutcome,
  VeterinaryReport,
  VeterinarySeriousness,
} from '../schema';
import type { StoredReport } from '../store/types';

/*
 * A veterinary report as VICH GL42 data elements for the operator's export. Elements are keyed by
 * their GL42 names (unique AER identification number, original receive date, primary reporter,
 * animal species / gender / age / weight, product registered name, lot number, dose, dates of first
 * and last exposure, date of onset, duration, seriousness, outcome to date, narrative, treated for
 * the AE) rather than by section
 * number, because the numbering moved between GL42 and its revision R1 while the names did not.
 * Answers with no GL42 element go under `notInStandard`.
 */

const UNKNOWN = { nullFlavor: 'ASKU' } as const;
const vichDate = (iso: string) => iso.replace(/-/g, '').slice(0, 8);

function dateElement(value: DateOrUnknown) {
  if (value.unknown) return UNKNOWN;
  return value.date ? vichDate(value.date) : undefined;
}

const reporterType: Record<string, string> = {
  veterinarian: 'Veterinarian',
  owner: 'Animal owner',
  healthcare_worker: 'Other health care professional',
  other: 'Other',
};

const gender: Record<string, string> = { male: 'Male', female: 'Female', unknown: 'Unknown' };

/** The serious-AE criteria of GL42; a report with none ticked is non-serious. */
const seriousnessCriterion: Record<VeterinarySeriousness, string> = {
  death: 'Death',
  lifeThreatening: 'Life-threatening',
  disability: 'Persistent or significant disability/incapacity',
  congenitalAnomaly: 'Congenital anomaly/birth defect',
  prolongedSigns: 'Permanent or prolonged signs in the animals treated',
};

/** Outcome to date, as GL42 words it. */
const outcomeToDate: Record<VeterinaryOutcome, string> = {
  ongoing: 'Ongoing',
  recovered: 'Recovered/Normal',
  recoveredWithSequelae: 'Recovered with sequelae',
  died: 'Died',
  euthanised: 'Euthanized',
  unknown: 'Unknown',
};

/** Absent in reports stored before the question existed: then the export says nothing. */
function seriousness(ticked: readonly VeterinarySeriousness[] | undefined) {
  if (!ticked) return undefined;
  return {
    serious: ticked.length > 0,
    criteria: ticked.map((code) => seriousnessCriterion[code]),
  };
}

function compact<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(
      ([, value]) => value !== undefined && value !== '' && value !== null,
    ),
  ) as Partial<T>;
}

export function toVich(stored: StoredReport & { report: VeterinaryReport }) {
  const { applicant, reaction, medicine, legal } = stored.report;
  const received = vichDate(stored.receivedAt);
  const subject = compact({
    gender: reaction.sex ? gender[reaction.sex] : undefined,
    age: reaction.age,
    weight: reaction.weight,
  });

  return {
    standard: 'VICH GL42',
    elements: compact({
      uniqueAerIdentificationNumber: stored.reference,
      originalReceiveDate: received,
      dateOfCurrentSubmission: received,
      primaryReporter: compact({
        type: applicant.reporterType ? reporterType[applicant.reporterType] : undefined,
        name: applicant.reporterName,
        organisation: applicant.institution,
        telephone: applicant.reporterPhone,
        email: applicant.reporterEmail,
      }),
      animal:
        reaction.subject === 'animal'
          ? compact({
              speciesAndBreedAsReported: reaction.species,
              identification: reaction.chipNumber,
              ...subject,
            })
          : undefined,
      human: reaction.subject === 'human' ? subject : undefined,
      product: [
        compact({
          registeredName: medicine.drugName,
          lotNumber: medicine.batch.cannotFind ? UNKNOWN : medicine.batch.value,
          dose: medicine.dose,
          dailyDose: medicine.dailyDose,
          dateOfFirstExposure: dateElement(medicine.therapyStart),
          dateOfLastExposure: dateElement(medicine.therapyEnd),
        }),
      ],
      adverseEvent: compact({
        dateOfOnset: dateElement(reaction.effectDate),
        duration: reaction.duration,
        seriousness: seriousness(reaction.seriousness),
        outcomeToDate: reaction.outcome ? outcomeToDate[reaction.outcome] : undefined,
        narrative: reaction.description,
        treatedForAdverseEvent:
          reaction.treated === 'yes' ? true : reaction.treated === 'no' ? false : undefined,
      }),
    }),
    notInStandard: compact({
      comments: legal.comments,
      contactPermission: legal.contactPermission,
    }),
  };
}
