import { renderPage, testContext } from '../../testing/render';
import { createTestMarket } from '../../testing/testMarket';
import { HomePage } from './HomePage';

/** The figure band's items as "value label", in order. */
function band(
  locale: 'hr' | 'sl' | 'bs' | 'en',
  figures: { vehicles: number; warehouses: number },
) {
  const market = createTestMarket({
    locales: ['hr', 'sl', 'bs', 'en'],
    figures: { ...figures, employees: 473, employeesYear: 2020 },
  });
  const { container } = renderPage(HomePage, testContext(market, locale, 'home'));
  const list = container.querySelector('[aria-labelledby="home-figures"] ul')!;
  return [...list.querySelectorAll('li')].map((item) =>
    [...item.querySelectorAll('*')]
      .filter((node) => node.children.length === 0)
      .map((node) => node.textContent)
      .join(' '),
  );
}

describe('the home figure band', () => {
  it.each([
    ['hr', 81, 3, '81 vozilo s kontroliranom temperaturom', '3 skladišne lokacije'],
    ['hr', 25, 5, '25 vozila s kontroliranom temperaturom', '5 skladišnih lokacija'],
    ['bs', 81, 3, '81 vozilo s kontrolisanom temperaturom', '3 skladišne lokacije'],
    ['sl', 81, 2, '81 vozil s temperaturnim nadzorom', '2 skladiščni lokaciji'],
    ['sl', 101, 3, '101 vozilo s temperaturnim nadzorom', '3 skladiščne lokacije'],
    ['en', 1, 1, '1 temperature-controlled vehicle', '1 warehouse location'],
  ] as const)(
    'in %s reads %i vehicles and %i warehouses in agreement',
    (locale, vehicles, warehouses, vehicleText, warehouseText) => {
      const items = band(locale, { vehicles, warehouses });
      expect(items).toContain(vehicleText);
      expect(items).toContain(warehouseText);
    },
  );
});
