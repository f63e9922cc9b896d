import { openingState } from './openingState';

describe('openingState', () => {
  const today = new Date('2026-12-08T10:00:00Z');

  it('is open until its closing day ends', () => {
    expect(openingState({ closesOn: '2026-12-08T00:00:00.000Z' }, today)).toBe('open');
    expect(openingState({ closesOn: '2027-01-31T00:00:00.000Z', closed: false }, today)).toBe(
      'open',
    );
  });

  it('is expired after its closing day, closed when HR closed it, whatever the day', () => {
    expect(openingState({ closesOn: '2026-12-07T00:00:00.000Z' }, today)).toBe('expired');
    expect(openingState({ closesOn: '2027-01-31T00:00:00.000Z', closed: true }, today)).toBe(
      'closed',
    );
  });

  it('says nothing for a draft without a closing day', () => {
    expect(openingState({}, today)).toBeNull();
  });
});
