import { withZoneOffset } from './zonedTime';

describe("an event's time in structured data", () => {
  it('carries the offset of the market in winter and in summer', () => {
    expect(withZoneOffset('2026-02-10T10:00', 'Europe/Zagreb')).toBe('2026-02-10T10:00:00+01:00');
    expect(withZoneOffset('2026-06-05T09:30', 'Europe/Ljubljana')).toBe(
      '2026-06-05T09:30:00+02:00',
    );
  });

  it('follows the zone it is given, west of Greenwich too', () => {
    expect(withZoneOffset('2026-01-15T18:00', 'America/New_York')).toBe(
      '2026-01-15T18:00:00-05:00',
    );
    expect(withZoneOffset('2026-01-15T18:00', 'UTC')).toBe('2026-01-15T18:00:00+00:00');
  });

  it('leaves a date without a time as it is', () => {
    expect(withZoneOffset('2025-06-05', 'Europe/Sarajevo')).toBe('2025-06-05');
  });
});
