import type { Field, GlobalConfig } from 'payload';
import { administrators, globalEditedBy } from '../../access/index.mts';
import { globalHooks, globalVersions, row, text, width } from '../shared/fields.mts';

export const figuresSlug = 'figures';

const count = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'number',
  min: 0,
  admin: { width: '33%', ...(description ? { description } : {}) },
});

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (label, index) => ({ label, value: String(index + 1) }),
);

/** The figures the home page and department pages quote; an empty figure is not shown. */
export function companyFigures(): GlobalConfig {
  return {
    slug: figuresSlug,
    label: 'Key figures',
    admin: {
      group: 'Company',
      description:
        'Quoted on the home page and the department pages; a figure left empty is not shown.',
    },
    versions: globalVersions,
    access: globalEditedBy(administrators),
    hooks: globalHooks,
    fields: [
      row(
        count('customers', 'Customers'),
        count('suppliers', 'Suppliers'),
        count('warehouses', 'Warehouses'),
      ),
      row(
        count('employees', 'Employees'),
        count('employeesYear', 'Employees counted in (year)'),
        count('vehicles', 'Delivery vehicles'),
      ),
      row(
        count('medicalEquipmentSuppliers', 'Medical equipment suppliers'),
        count('dentalSuppliers', 'Dental suppliers'),
        count('dentalPartners', 'Dental practices served'),
      ),
      row(count('animalHealthCustomers', 'Veterinary customers')),
      {
        name: 'turnover',
        type: 'array',
        labels: { singular: 'Year', plural: 'Years' },
        fields: [
          row(
            {
              name: 'year',
              type: 'number',
              required: true,
              min: 1990,
              max: 2100,
              admin: { width: '30%' },
            },
            { name: 'amount', type: 'number', required: true, min: 0, admin: { width: '40%' } },
            text('currency', { defaultValue: 'EUR', ...width('30%') }),
          ),
        ],
      },
      {
        name: 'deliveryHours',
        label: 'Delivery hours of the own fleet',
        type: 'group',
        fields: [
          row(
            {
              name: 'firstDay',
              label: 'From',
              type: 'select',
              options: weekdays,
              admin: { width: '25%' },
            },
            {
              name: 'lastDay',
              label: 'To',
              type: 'select',
              options: weekdays,
              admin: { width: '25%' },
            },
            {
              name: 'fromHour',
              label: 'From (hour)',
              type: 'number',
              min: 0,
              max: 24,
              admin: { width: '25%' },
            },
            {
              name: 'toHour',
              label: 'To (hour)',
              type: 'number',
              min: 0,
              max: 24,
              admin: { width: '25%' },
            },
          ),
        ],
      },
      {
        name: 'serviceAroundTheClock',
        label: 'Equipment service on call 24/7',
        type: 'checkbox',
      },
    ],
  };
}
