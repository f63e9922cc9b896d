import { act, render } from '@testing-library/react';
import { overlays } from '../overlays/overlayStore';
import { NavigationLanded } from './NavigationLanded';
import { SiteRuntime } from './SiteRuntime';

describe('SiteRuntime', () => {
  afterEach(() => overlays.reset());

  it('closes the open overlays when a new page mounts (a client navigation landed)', () => {
    render(<SiteRuntime loadingLabel="Loading" lang="en-US" />);
    act(() => {
      overlays.toggleSearch();
      overlays.openContact();
    });
    expect(overlays.get().searchVisible && overlays.get().contactVisible).toBe(true);
    render(<NavigationLanded />);
    expect(overlays.get().searchVisible).toBe(false);
    expect(overlays.get().contactVisible).toBe(false);
  });

  it('sets the document language of the page it runs in', () => {
    render(<SiteRuntime loadingLabel="Loading" lang="hr-HR" />);
    expect(document.documentElement.lang).toBe('hr-HR');
  });
});
