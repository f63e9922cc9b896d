import {
  HUMAN_OUTCOMES,
  HUMAN_SERIOUSNESS,
  humanConditions,
  REPORTER_TYPES,
  VETERINARY_OUTCOMES,
  VETERINARY_SERIOUSNESS,
  veterinaryConditions,
  type ReportInput,
} from '../schema';
import { optionsOf, yesNo, yesNoUnknown, type FormSpec, type StepSpec } from './fieldSpec';

/*
 * The questions of both report kinds (spec §3), step by step (spec §2). Asterisks (`required`)
 * follow the schemas in ../schema: the minimum criteria of a valid case and nothing more.
 */

const legal: StepSpec['sections'] = [
  {
    fields: [
      { name: 'comments', type: 'textarea', label: 'report.field.comments' },
      {
        name: 'contactPermission',
        type: 'choice',
        label: 'report.field.contactPermission',
        options: yesNo,
      },
    ],
  },
];

/** How to reach the reporter, the same in both report kinds: name and e-mail required, phone optional. */
const reporterContact: StepSpec['sections'][number]['fields'] = [
  {
    name: 'reporterName',
    type: 'text',
    label: 'report.field.reporterName',
    required: true,
    autoComplete: 'name',
  },
  {
    name: 'reporterEmail',
    type: 'email',
    label: 'report.field.reporterEmail',
    hint: 'report.field.reporterEmail.hint',
    required: true,
    autoComplete: 'email',
  },
  {
    name: 'reporterPhone',
    type: 'tel',
    label: 'report.field.reporterPhone',
    autoComplete: 'tel',
    size: 'medium',
  },
];

const human: StepSpec[] = [
  {
    key: 'applicant',
    title: 'report.step.human.applicant',
    sections: [
      {
        legend: 'report.section.reporter',
        fields: [
          ...reporterContact,
          {
            name: 'institution',
            type: 'text',
            label: 'report.field.institution',
            hint: 'report.field.institution.hint',
            autoComplete: 'organization',
          },
          {
            name: 'consultedProfessional',
            type: 'choice',
            label: 'report.field.consultedProfessional',
            options: yesNo,
          },
          {
            name: 'professionalComments',
            type: 'textarea',
            label: 'report.field.professionalComments',
            when: 'professionalComments',
          },
          {
            name: 'reportingFor',
            type: 'choice',
            label: 'report.field.reportingFor',
            options: optionsOf('reportingFor', ['self', 'other']),
          },
        ],
      },
      {
        legend: 'report.section.patient',
        fields: [
          {
            name: 'patientSex',
            type: 'choice',
            label: 'report.field.patientSex',
            required: true,
            options: optionsOf('patientSex', ['M', 'F', 'unknown']),
          },
          {
            name: 'patientAge',
            type: 'text',
            label: 'report.field.patientAge',
            inputMode: 'numeric',
            size: 'short',
          },
          {
            name: 'patientInitials',
            type: 'text',
            label: 'report.field.patientInitials',
            hint: 'report.field.patientInitials.hint',
            size: 'short',
          },
          {
            name: 'pregnant',
            type: 'choice',
            label: 'report.field.pregnant',
            options: yesNoUnknown,
            when: 'pregnancy',
          },
          {
            name: 'breastfeeding',
            type: 'choice',
            label: 'report.field.breastfeeding',
            options: yesNo,
            when: 'pregnancy',
          },
          {
            name: 'patientInfo',
            type: 'textarea',
            label: 'report.field.patientInfo',
            hint: 'report.field.patientInfo.hint',
          },
        ],
      },
    ],
  },
  {
    key: 'medicine',
    title: 'report.step.human.medicine',
    sections: [
      {
        fields: [
          {
            name: 'drugName',
            type: 'text',
            label: 'report.field.drugName',
            hint: 'report.field.drugName.hint',
            required: true,
          },
          {
            name: 'form',
            type: 'text',
            label: 'report.field.form',
            hint: 'report.field.form.hint',
            size: 'medium',
          },
          {
            name: 'strength',
            type: 'text',
            label: 'report.field.strength',
            hint: 'report.field.strength.hint',
            size: 'medium',
          },
          {
            name: 'dailyDose',
            type: 'text',
            label: 'report.field.dailyDose',
            hint: 'report.field.dailyDose.hint',
            size: 'medium',
          },
          { name: 'startDate', type: 'date', label: 'report.field.medicineStart' },
          {
            name: 'batch',
            type: 'batch',
            label: 'report.field.batch',
            hint: 'report.field.batch.hint',
          },
          { name: 'stopped', type: 'choice', label: 'report.field.stopped', options: yesNo },
          { name: 'stopDate', type: 'date', label: 'report.field.stopDate', when: 'stopDate' },
          { name: 'indication', type: 'textarea', label: 'report.field.indication' },
          { name: 'otherDrugs', type: 'textarea', label: 'report.field.otherDrugs' },
          {
            name: 'previousDrugs',
            type: 'textarea',
            label: 'report.field.previousDrugs',
            hint: 'report.field.previousDrugs.hint',
          },
        ],
      },
    ],
  },
  {
    key: 'reaction',
    title: 'report.step.human.reaction',
    sections: [
      {
        fields: [
          {
            name: 'description',
            type: 'textarea',
            label: 'report.field.description',
            hint: 'report.field.description.hint',
            required: true,
          },
          { name: 'startDate', type: 'date', label: 'report.field.reactionStart' },
          { name: 'treated', type: 'choice', label: 'report.field.treated', options: yesNo },
          {
            name: 'stoppedAfterWithdrawal',
            type: 'choice',
            label: 'report.field.stoppedAfterWithdrawal',
            options: yesNoUnknown,
            when: 'stoppedAfterWithdrawal',
          },
          {
            name: 'reappeared',
            type: 'choice',
            label: 'report.field.reappeared',
            options: [
              ...yesNo,
              { value: 'notReadministered', label: 'report.option.reappeared.notReadministered' },
            ],
          },
          {
            name: 'care',
            type: 'flags',
            label: 'report.field.outcome',
            flags: [
              { value: 'outcomeDoctorVisit', label: 'report.field.outcomeDoctorVisit' },
              { value: 'outcomeHospital', label: 'report.field.outcomeHospital' },
            ],
          },
          {
            name: 'seriousness',
            type: 'codes',
            label: 'report.field.seriousness',
            hint: 'report.field.seriousness.hint',
            options: optionsOf('seriousness', HUMAN_SERIOUSNESS),
            none: 'report.option.seriousness.none',
          },
          {
            name: 'outcome',
            type: 'choice',
            label: 'report.field.reactionOutcome',
            options: optionsOf('reactionOutcome', HUMAN_OUTCOMES),
          },
        ],
      },
    ],
  },
  { key: 'legal', title: 'report.step.human.legal', sections: legal },
];

const veterinary: StepSpec[] = [
  {
    key: 'applicant',
    title: 'report.step.veterinary.applicant',
    sections: [
      {
        fields: [
          {
            name: 'reporterType',
            type: 'choice',
            label: 'report.field.reporterType',
            options: optionsOf('reporterType', REPORTER_TYPES),
          },
          ...reporterContact,
          {
            name: 'institution',
            type: 'text',
            label: 'report.field.institution',
            autoComplete: 'organization',
          },
        ],
      },
    ],
  },
  {
    key: 'reaction',
    title: 'report.step.veterinary.reaction',
    sections: [
      {
        legend: 'report.section.subject',
        fields: [
          {
            name: 'subject',
            type: 'choice',
            label: 'report.field.subject',
            required: true,
            options: optionsOf('subject', ['animal', 'human']),
          },
          {
            name: 'species',
            type: 'text',
            label: 'report.field.species',
            hint: 'report.field.species.hint',
            required: 'speciesRequired',
            when: 'animalDetails',
          },
          {
            name: 'chipNumber',
            type: 'text',
            label: 'report.field.chipNumber',
            when: 'animalDetails',
            size: 'medium',
          },
          {
            name: 'sex',
            type: 'choice',
            label: 'report.field.sex',
            required: 'sexRequired',
            when: 'subjectDetails',
            options: optionsOf('sex', ['male', 'female', 'unknown']),
          },
          {
            name: 'age',
            type: 'text',
            label: 'report.field.age',
            hint: 'report.field.age.hint',
            when: 'subjectDetails',
            size: 'medium',
          },
          {
            name: 'weight',
            type: 'text',
            label: 'report.field.weight',
            hint: 'report.field.weight.hint',
            when: 'subjectDetails',
            size: 'medium',
          },
        ],
      },
      {
        legend: 'report.section.event',
        fields: [
          { name: 'effectDate', type: 'date', label: 'report.field.effectDate' },
          {
            name: 'description',
            type: 'textarea',
            label: 'report.field.description',
            hint: 'report.field.description.hint',
            required: true,
          },
          { name: 'duration', type: 'text', label: 'report.field.duration' },
          { name: 'treated', type: 'choice', label: 'report.field.treated', options: yesNo },
          {
            name: 'seriousness',
            type: 'codes',
            label: 'report.field.seriousness',
            hint: 'report.field.seriousness.hint',
            options: optionsOf('vetSeriousness', VETERINARY_SERIOUSNESS),
            none: 'report.option.seriousness.none',
          },
          {
            name: 'outcome',
            type: 'choice',
            label: 'report.field.eventOutcome',
            options: optionsOf('eventOutcome', VETERINARY_OUTCOMES),
          },
        ],
      },
    ],
  },
  {
    key: 'medicine',
    title: 'report.step.veterinary.medicine',
    sections: [
      {
        fields: [
          {
            name: 'drugName',
            type: 'text',
            label: 'report.field.drugName',
            hint: 'report.field.drugName.hint',
            required: true,
          },
          { name: 'dailyDose', type: 'text', label: 'report.field.dailyDose', size: 'medium' },
          { name: 'dose', type: 'text', label: 'report.field.dose', size: 'medium' },
          { name: 'therapyStart', type: 'date', label: 'report.field.therapyStart' },
          { name: 'therapyEnd', type: 'date', label: 'report.field.therapyEnd' },
          {
            name: 'batch',
            type: 'batch',
            label: 'report.field.batch',
            hint: 'report.field.batch.hint',
          },
        ],
      },
    ],
  },
  { key: 'legal', title: 'report.step.veterinary.legal', sections: legal },
];

export const formSpec: FormSpec = { human, veterinary };

/** The conditions the spec's `when` and `required` refer to, for the answers so far. */
export function conditionsOf(values: ReportInput): Record<string, boolean> {
  return values.kind === 'human' ? humanConditions(values) : veterinaryConditions(values);
}
