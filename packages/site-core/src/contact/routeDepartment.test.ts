import { departmentForRoute } from './routeDepartment';
import { testMarket } from './test/fixtures';

describe('departmentForRoute', () => {
  it("gives the market's department for a department page", () => {
    expect(departmentForRoute(testMarket, 'diagnostics')).toBe('dijagnostika');
  });

  it('gives nothing for a route without one, for no route, and for a key missing from the directory', () => {
    expect(departmentForRoute(testMarket, 'about')).toBeUndefined();
    expect(departmentForRoute(testMarket, null)).toBeUndefined();
    expect(departmentForRoute(testMarket, 'equipmentService')).toBeUndefined();
  });
});
