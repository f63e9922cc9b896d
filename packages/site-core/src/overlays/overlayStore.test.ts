import { overlays, THANK_YOU_DELAY_MS } from './overlayStore';

describe('the overlay state', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    overlays.reset();
  });
  afterEach(() => jest.useRealTimers());

  it('opens the contact form with a preselected department', () => {
    overlays.openContact('veterina');
    expect(overlays.get()).toMatchObject({ contactVisible: true, activeDepartment: 'veterina' });
  });

  it('closes the contact form when the mobile menu opens', () => {
    overlays.openContact();
    overlays.toggleMobileMenu();
    expect(overlays.get()).toMatchObject({ contactVisible: false, mobileMenuVisible: true });
  });

  it('after a successful send closes the form, clears the department and thanks the visitor after 499 ms', () => {
    overlays.openContact('servis');
    overlays.contactSent();
    expect(overlays.get()).toMatchObject({
      contactVisible: false,
      activeDepartment: null,
      thankYouVisible: false,
    });
    jest.advanceTimersByTime(THANK_YOU_DELAY_MS - 1);
    expect(overlays.get().thankYouVisible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(overlays.get().thankYouVisible).toBe(true);
  });

  it('closes the form, menu and search on a route change but keeps the thank-you message', () => {
    overlays.openContact();
    overlays.toggleSearch();
    overlays.contactSent();
    jest.advanceTimersByTime(THANK_YOU_DELAY_MS);
    overlays.routeChanged();
    expect(overlays.get()).toMatchObject({
      contactVisible: false,
      searchVisible: false,
      thankYouVisible: true,
    });
  });

  it('toggles the search form and closes it on demand', () => {
    overlays.toggleSearch();
    expect(overlays.get().searchVisible).toBe(true);
    overlays.closeSearch();
    expect(overlays.get().searchVisible).toBe(false);
  });
});
