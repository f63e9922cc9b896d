import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { AnchorHTMLAttributes } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SearchToggle } from '../../layout/SearchToggle';
import { overlays } from '../../overlays/overlayStore';
import { buildSearchIndex } from '../searchIndex';
import { testContext } from '../../testing/render';
import { createTestMarket } from '../../testing/testMarket';

expect.extend(toHaveNoViolations);

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({
    href,
    children,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const labels = {
  toggle: 'Pretraži',
  field: 'Pretraži stranice',
  placeholder: 'Traži',
  submit: 'Traži',
  close: 'Zatvori pretragu',
  loading: 'Brzi rezultati se učitavaju.',
};
const index = buildSearchIndex(testContext(createTestMarket(), 'hr', 'search'));
let fetched: string[];

beforeEach(() => {
  overlays.reset();
  fetched = [];
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    fetched.push(String(url));
    return { ok: true, status: 200, json: async () => index };
  }) as unknown as typeof fetch;
});

describe('the header search', () => {
  describe('before JavaScript runs', () => {
    it('is a link to the search page, whose own form needs no script', () => {
      const html = renderToString(<SearchToggle action="/pretraga" labels={labels} />);
      expect(html).toContain('href="/pretraga"');
      expect(html).not.toContain('<form');
    });

    it('becomes the toggle once hydrated', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<SearchToggle action="/pretraga" labels={labels} />);
      document.body.append(container);
      const root = await act(async () =>
        hydrateRoot(container, <SearchToggle action="/pretraga" labels={labels} />),
      );
      expect(within(container).getByRole('button', { name: labels.toggle })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      act(() => root.unmount());
      container.remove();
    });
  });

  describe('given a closed search', () => {
    it('fetches no index until it opens', () => {
      render(<SearchToggle action="/pretraga" labels={labels} />);
      expect(fetched).toEqual([]);
    });
  });

  describe('given an open search', () => {
    const open = async () => {
      const user = userEvent.setup();
      render(<SearchToggle action="/pretraga" labels={labels} />);
      await user.click(screen.getByRole('button', { name: labels.toggle }));
      return user;
    };

    it('says the quick results are loading while the index is on its way, and falls silent if it fails', async () => {
      let fail: (reason: Error) => void = () => undefined;
      global.fetch = jest.fn(
        () => new Promise((_resolve, reject) => (fail = reject)),
      ) as unknown as typeof fetch;
      const user = userEvent.setup();
      // Another locale's index: the Croatian one is kept for the page's lifetime once a test loads it.
      render(<SearchToggle action="/en/search" labels={labels} />);
      await user.click(screen.getByRole('button', { name: labels.toggle }));
      expect(await screen.findByRole('status')).toHaveTextContent('');
      await user.type(screen.getByRole('searchbox'), 'storage');
      expect(screen.getByRole('status')).toHaveTextContent(labels.loading);
      await act(async () => fail(new Error('offline')));
      expect(screen.getByRole('status')).toHaveTextContent('');
    });

    it('loads the locale’s index beside the search page and focuses the field', async () => {
      await open();
      expect(screen.getByRole('searchbox', { name: labels.field })).toHaveFocus();
      await waitFor(() => expect(fetched).toEqual(['/search-index.json']));
    });

    it('when a word with a typo and without diacritics is typed, lists the page and announces the count', async () => {
      const user = await open();
      await user.type(screen.getByRole('searchbox'), 'skladistnje');
      const results = await screen.findByRole('list', { name: 'Brzi rezultati' });
      expect(within(results).getAllByRole('link')[0]).toHaveAttribute(
        'href',
        '/nase-usluge/skladistenje-i-transport',
      );
      expect(within(results).getAllByRole('link')[0]!.querySelector('mark')).toHaveTextContent(
        'Skladištenje',
      );
      expect(screen.getByRole('status')).toHaveTextContent(/^Pronađen/);
      expect(await axe(document.body)).toHaveNoViolations();
    });

    it('when nothing matches, says so in the status', async () => {
      const user = await open();
      await user.type(screen.getByRole('searchbox'), 'qwxzv');
      expect(await screen.findByText(index.labels.counts[0]!)).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('list')).toBeNull();
    });

    it('moves through the results with the arrow keys and closes on Escape, back on the toggle', async () => {
      const user = await open();
      await user.type(screen.getByRole('searchbox'), 'dijagnostika');
      const results = await screen.findByRole('list', { name: 'Brzi rezultati' });
      await user.keyboard('{ArrowDown}');
      expect(within(results).getAllByRole('link')[0]).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('searchbox')).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('button', { name: labels.toggle })).toHaveFocus();
      expect(overlays.get().searchVisible).toBe(false);
    });
  });
});
