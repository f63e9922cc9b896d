import { telHref } from './telHref';

describe('telHref', () => {
  it('keeps the digits and the plus sign a phone dials, whatever the number is written with', () => {
    expect(telHref('+385 1 000 0000')).toBe('tel:+38510000000');
    expect(telHref('+387 (0)33 000-000')).toBe('tel:+387033000000');
    expect(telHref('01/234 5678')).toBe('tel:012345678');
  });
});
