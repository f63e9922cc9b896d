import type { AreaFigureKey } from '../../schema/portfolio';
import type { MarketFigures } from '../../market/types';
import type { SiteContext } from '../../routing/siteContext';

export interface AreaStat {
  key: AreaFigureKey;
  value: string;
  label: string;
}

type CountKey = Exclude<AreaFigureKey, 'deliveryHours' | 'serviceAroundTheClock'>;

/** Counted figures; `over` ones are worded "over N" in the spec and get a plus sign. */
const counted: Record<CountKey, { over: boolean }> = {
  customers: { over: true },
  suppliers: { over: true },
  medicalEquipmentSuppliers: { over: false },
  dentalSuppliers: { over: false },
  dentalPartners: { over: true },
  animalHealthCustomers: { over: false },
  vehicles: { over: false },
  warehouses: { over: false },
};

/** The figures an area page asks for, each only where the market config states it (spec §9). */
export function areaStats(
  { intl, market }: Pick<SiteContext, 'intl' | 'market'>,
  keys: readonly AreaFigureKey[],
): AreaStat[] {
  const f: MarketFigures = market.figures;
  return keys.flatMap((key): AreaStat[] => {
    if (key === 'deliveryHours') {
      const d = f.deliveryHours;
      if (!d) return [];
      return [
        {
          key,
          value: intl.t('portfolio.figure.deliveryHours.value', { from: d.fromHour, to: d.toHour }),
          label: intl.t('portfolio.figure.deliveryHours.label', {
            first: String(d.firstDay),
            last: String(d.lastDay),
          }),
        },
      ];
    }
    if (key === 'serviceAroundTheClock') {
      return f.serviceAroundTheClock
        ? [{ key, value: '24/7', label: intl.t('portfolio.figure.serviceAroundTheClock') }]
        : [];
    }
    const count = f[key];
    if (!count) return [];
    return [
      {
        key,
        value: `${intl.formatNumber(count)}${counted[key].over ? '+' : ''}`,
        label: intl.t(`portfolio.figure.${key}`, { count }),
      },
    ];
  });
}
