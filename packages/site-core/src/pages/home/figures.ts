import type { SiteContext } from '../../routing/siteContext';

/** The market's headline figures (spec §9), each only where the market states it. */
export function figureStats({ intl, market }: SiteContext): { value: string; label: string }[] {
  const f = market.figures;
  const n = (value: number) => intl.formatNumber(value);
  const stats: { value: string; label: string }[] = [];
  // Each label takes the figure as `count`, so the noun agrees with the number (1 vozilo, 81 vozilo, 5 vozila).
  if (f.customers) {
    stats.push({
      value: `${n(f.customers)}+`,
      label: intl.t('figures.customers', { count: f.customers }),
    });
  }
  if (f.suppliers) {
    stats.push({
      value: `${n(f.suppliers)}+`,
      label: intl.t('figures.suppliers', { count: f.suppliers }),
    });
  }
  const latestTurnover = f.turnover?.toSorted((a, b) => b.year - a.year)[0];
  if (latestTurnover) {
    stats.push({
      value: intl.formatNumber(latestTurnover.amount, {
        style: 'currency',
        currency: latestTurnover.currency,
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
      label: intl.t('figures.turnover', { year: latestTurnover.year }),
    });
  }
  if (f.vehicles) {
    stats.push({ value: n(f.vehicles), label: intl.t('figures.vehicles', { count: f.vehicles }) });
  }
  if (f.employees && f.employeesYear) {
    stats.push({
      value: n(f.employees),
      label: intl.t('figures.employees', { count: f.employees, year: f.employeesYear }),
    });
  }
  if (f.warehouses) {
    stats.push({
      value: n(f.warehouses),
      label: intl.t('figures.warehouses', { count: f.warehouses }),
    });
  }
  stats.push({ value: String(market.company.founded), label: intl.t('figures.founded') });
  return stats;
}
