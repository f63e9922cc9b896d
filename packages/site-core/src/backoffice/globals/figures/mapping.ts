import type { Market, MarketFigures } from '../../../market/types';
import type { Figure } from '../../payload-types';
import { numberOrNothing, saved } from '../shared/mapping';

/** The figures global as the site reads it (nothing in it is localized). */
export type StoredFigures = Figure;

const figureCounts = [
  'customers',
  'suppliers',
  'employees',
  'employeesYear',
  'vehicles',
  'warehouses',
  'medicalEquipmentSuppliers',
  'dentalSuppliers',
  'dentalPartners',
  'animalHealthCustomers',
] as const;

/** The figures global as the config's figures: an empty figure is left out (pages then skip it). */
export function toFigures(doc: StoredFigures | null | undefined): Partial<Pick<Market, 'figures'>> {
  if (!saved(doc)) return {};
  const figures: MarketFigures = {};
  for (const field of figureCounts) {
    const value = numberOrNothing(doc[field]);
    if (value !== undefined) figures[field] = value;
  }
  const turnover = (doc.turnover ?? [])
    .filter((row) => numberOrNothing(row.amount) !== undefined && row.year)
    .map((row) => ({ amount: row.amount, currency: row.currency || 'EUR', year: row.year }));
  if (turnover.length) figures.turnover = turnover;
  const hours = doc.deliveryHours;
  if (
    hours?.firstDay &&
    hours.lastDay &&
    numberOrNothing(hours.fromHour) !== undefined &&
    numberOrNothing(hours.toHour) !== undefined
  ) {
    figures.deliveryHours = {
      firstDay: Number(hours.firstDay),
      lastDay: Number(hours.lastDay),
      fromHour: hours.fromHour!,
      toHour: hours.toHour!,
    };
  }
  if (doc.serviceAroundTheClock) figures.serviceAroundTheClock = true;
  return { figures };
}

/** The figures global's data (the seed; nothing in it is localized). */
export function figuresDoc(figures: MarketFigures) {
  return {
    ...Object.fromEntries(figureCounts.map((field) => [field, figures[field] ?? null])),
    turnover: (figures.turnover ?? []).map((row) => ({ ...row })),
    deliveryHours: figures.deliveryHours
      ? {
          ...figures.deliveryHours,
          firstDay: String(figures.deliveryHours.firstDay),
          lastDay: String(figures.deliveryHours.lastDay),
        }
      : {},
    serviceAroundTheClock: Boolean(figures.serviceAroundTheClock),
  };
}
