import { createTestMarket } from '../testing/testMarket';
import { contactDepartmentFor } from './routeDepartment';

describe('contactDepartmentFor', () => {
  const market = createTestMarket((base) => ({
    departments: {
      diagnostics: { ...base.departments.diagnostics!, contactFor: ['diagnostics'] },
      'equipment-service': { ...base.departments['equipment-service']!, contactFor: ['marketing'] },
    },
  }));

  it('gives the department staff made the contact for a department page', () => {
    expect(contactDepartmentFor(market, 'diagnostics')).toBe('diagnostics');
  });

  it("gives a page without one its nearest parent's department", () => {
    // galderma's parent is marketing; galdermaActinica's is galderma, whose parent is marketing.
    expect(contactDepartmentFor(market, 'galderma')).toBe('equipment-service');
    expect(contactDepartmentFor(market, 'galdermaActinica')).toBe('equipment-service');
  });

  it("prefers the page's own department to the parent's", () => {
    const own = createTestMarket((base) => ({
      departments: {
        diagnostics: { ...base.departments.diagnostics!, contactFor: ['galderma'] },
        'equipment-service': {
          ...base.departments['equipment-service']!,
          contactFor: ['marketing'],
        },
      },
    }));
    expect(contactDepartmentFor(own, 'galderma')).toBe('diagnostics');
  });

  it('gives nothing for a route without one and for no route', () => {
    expect(contactDepartmentFor(market, 'about')).toBeUndefined();
    expect(contactDepartmentFor(market, null)).toBeUndefined();
    expect(contactDepartmentFor(market, 'careers')).toBeUndefined();
  });
});
