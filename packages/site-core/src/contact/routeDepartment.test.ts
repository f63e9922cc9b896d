import { createTestMarket } from '../testing/testMarket';
import { contactDepartmentFor } from './routeDepartment';

describe('contactDepartmentFor', () => {
  const market = createTestMarket({
    routeDepartments: { diagnostics: 'dijagnostika', marketing: 'servis', careers: 'nepostojeca' },
  });

  it("gives the market's department for a department page", () => {
    expect(contactDepartmentFor(market, 'diagnostics')).toBe('dijagnostika');
  });

  it("gives a page without an entry its nearest parent's department", () => {
    // galderma's parent is marketing; galdermaActinica's is galderma, whose parent is marketing.
    expect(contactDepartmentFor(market, 'galderma')).toBe('servis');
    expect(contactDepartmentFor(market, 'galdermaActinica')).toBe('servis');
  });

  it('prefers the own entry to the parent one', () => {
    const own = createTestMarket({
      routeDepartments: { marketing: 'servis', galderma: 'dijagnostika' },
    });
    expect(contactDepartmentFor(own, 'galderma')).toBe('dijagnostika');
  });

  it('gives nothing for a route without one, for no route, and for a key missing from the directory', () => {
    expect(contactDepartmentFor(market, 'about')).toBeUndefined();
    expect(contactDepartmentFor(market, null)).toBeUndefined();
    expect(contactDepartmentFor(market, 'careers')).toBeUndefined();
  });
});
