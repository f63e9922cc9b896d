import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { overlays } from '../overlays/overlayStore';
import { MobileMenu, type MobileMenuProps } from './MobileMenu';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({
    href,
    children,
    prefetch: _prefetch,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const props: MobileMenuProps = {
  labels: { open: 'Izbornik', title: 'Glavni izbornik', close: 'Zatvori', contact: 'Kontakt' },
  groups: [{ label: 'Usluge', items: [{ href: '/usluge/servis', label: 'Servis opreme' }] }],
  pages: [{ href: '/o-nama', label: 'O nama' }],
  languages: [{ href: '/en', label: 'English', lang: 'en' }],
  contactHref: '/kontakt',
};

// A <summary> has no ARIA role in dom-accessibility-api (browsers expose it as an expandable button).
const toggle = () => screen.getByText('Izbornik').closest('summary')!;
const menu = () => toggle().closest('details')!;

afterEach(() => {
  act(() => overlays.reset());
  document.body.replaceChildren();
});

describe('MobileMenu', () => {
  describe('given the server-rendered page before hydration', () => {
    it('holds every link in the page, Contact included, so the browser alone can open it and follow them', () => {
      document.body.innerHTML = renderToString(<MobileMenu {...props} />);
      expect(document.querySelector('details > summary')).not.toBeNull();
      const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(['/usluge/servis', '/o-nama', '/en', '/kontakt']);
    });

    it('keeps a menu the visitor opened before hydration open, and takes it over', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<MobileMenu {...props} />);
      document.body.replaceChildren(container);
      container.querySelector('details')!.open = true;
      // React reports the `open` the browser added as a mismatch, and leaves it: that is the point.
      const mismatch = jest.spyOn(console, 'error').mockImplementation(() => {});
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, <MobileMenu {...props} />);
      });
      mismatch.mockRestore();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(overlays.get().mobileMenuVisible).toBe(true);
      expect(menu()).toHaveAttribute('open');
      act(() => root?.unmount());
    });
  });

  describe('given a hydrated closed menu', () => {
    it('opens on the toggle with focus on its first link, and closes the contact form', async () => {
      const user = userEvent.setup();
      render(<MobileMenu {...props} />);
      act(() => overlays.openContact());
      await user.click(toggle());
      expect(menu()).toHaveAttribute('open');
      expect(screen.getByRole('link', { name: 'Servis opreme' })).toHaveFocus();
      expect(overlays.get().contactVisible).toBe(false);
    });

    it('when Escape is pressed it closes and focus returns to the toggle', async () => {
      const user = userEvent.setup();
      render(<MobileMenu {...props} />);
      await user.click(toggle());
      await user.keyboard('{Escape}');
      expect(menu()).not.toHaveAttribute('open');
      expect(toggle()).toHaveFocus();
    });

    it('names each language link by the language alone, in that language', () => {
      render(<MobileMenu {...props} />);
      expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
    });
  });
});
