import { act, render, waitFor } from '@testing-library/react';
import { overlays } from '../overlays/overlayStore';
import { NavigationLanded } from './NavigationLanded';
import { SiteRuntime } from './SiteRuntime';
import { webFontAttribute } from './webFont';

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

  it('switches the loaded web font on when the visitor follows a link, not before', async () => {
    const load = jest.fn(() => Promise.resolve([{}]));
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
    try {
      render(<SiteRuntime loadingLabel="Loading" lang="en-US" />);
      render(<a href="/en/about-us">About us</a>);
      await waitFor(() => expect(load).toHaveBeenCalled());
      await act(async () => {});
      expect(document.documentElement.hasAttribute(webFontAttribute)).toBe(false);
      act(() => document.querySelector('a')!.click());
      expect(document.documentElement.hasAttribute(webFontAttribute)).toBe(true);
    } finally {
      document.documentElement.removeAttribute(webFontAttribute);
      delete (document as { fonts?: unknown }).fonts;
    }
  });

  it('sets the document language of the page it runs in', () => {
    render(<SiteRuntime loadingLabel="Loading" lang="hr-HR" />);
    expect(document.documentElement.lang).toBe('hr-HR');
  });
});
