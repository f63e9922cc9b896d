import { act, render, screen } from '@testing-library/react';
import { OverlayHost } from './OverlayHost';
import { overlays, THANK_YOU_DELAY_MS } from './overlayStore';

// Stand-ins that record when each overlay's code is loaded and rendered.
jest.mock('../contact/ContactOverlay', () => ({
  ContactOverlay: () => <form aria-label="Contact" />,
}));
const thankYouRenders = jest.fn();
jest.mock('./ThankYouDialog', () => ({
  ThankYouDialog: () => {
    thankYouRenders();
    const { useOverlays } = jest.requireActual('./overlayStore');
    return useOverlays((s: { thankYouVisible: boolean }) => s.thankYouVisible) ? (
      <div role="dialog" aria-label="Thank you" />
    ) : null;
  },
}));

const props = {
  contact: {} as React.ComponentProps<typeof OverlayHost>['contact'],
  thankYou: { title: 'Thank you', text: 'Someone will contact you soon!', close: 'Close' },
};

describe('the overlay host', () => {
  beforeEach(() => {
    overlays.reset();
    thankYouRenders.mockClear();
  });

  it('loads neither overlay before the visitor opens the form', async () => {
    render(<OverlayHost {...props} />);
    await act(async () => {});
    expect(screen.queryByRole('form')).toBeNull();
    expect(thankYouRenders).not.toHaveBeenCalled();
  });

  it('has the thank-you ready while the form is open, so it shows 499 ms after the send', async () => {
    render(<OverlayHost {...props} />);
    await act(async () => overlays.openContact());
    expect(await screen.findByRole('form', { name: 'Contact' })).toBeVisible();
    expect(thankYouRenders).toHaveBeenCalled();

    jest.useFakeTimers();
    try {
      act(() => overlays.contactSent());
      act(() => jest.advanceTimersByTime(THANK_YOU_DELAY_MS - 1));
      expect(screen.queryByRole('dialog')).toBeNull();
      // The code is already there: the message shows in the same tick as the timer, with no wait.
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('dialog', { name: 'Thank you' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('locks the page from scrolling while an overlay shows', async () => {
    render(<OverlayHost {...props} />);
    await act(async () => overlays.openContact());
    expect(document.documentElement).toHaveAttribute('data-scroll-locked');
    await act(async () => overlays.closeContact());
    expect(document.documentElement).not.toHaveAttribute('data-scroll-locked');
  });
});
