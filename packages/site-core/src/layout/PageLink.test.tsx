import { fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PageLink } from './PageLink';

const prefetch = jest.fn();
const push = jest.fn();
let mounted = true;
const router = { prefetch, push } as unknown as AppRouterInstance;
/** Rendered inside Next's app router (its context), or without one when `mounted` is false. */
const render = (element: ReactElement) =>
  renderBare(
    mounted ? (
      <AppRouterContext.Provider value={router}>{element}</AppRouterContext.Provider>
    ) : (
      element
    ),
  );

beforeEach(() => {
  prefetch.mockClear();
  push.mockClear();
  mounted = true;
});

describe('PageLink', () => {
  it('is a plain link to the page, fetched ahead only when the reader points at, focuses or touches it', () => {
    render(<PageLink href="/kontakt">Kontakt</PageLink>);
    const link = screen.getByRole('link', { name: 'Kontakt' });
    expect(link).toHaveAttribute('href', '/kontakt');
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledTimes(3);
    expect(prefetch).toHaveBeenCalledWith('/kontakt');
  });

  it("keeps the caller's own handlers", () => {
    const onFocus = jest.fn();
    render(
      <PageLink href="/o-nama" onFocus={onFocus}>
        O nama
      </PageLink>,
    );
    fireEvent.focus(screen.getByRole('link'));
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/o-nama');
  });

  it('fetches nothing ahead for a fragment or another site, nor where no router is mounted', () => {
    render(
      <>
        <PageLink href="#main">Sadržaj</PageLink>
        <PageLink href="//example.com/x">Drugdje</PageLink>
      </>,
    );
    for (const link of screen.getAllByRole('link')) fireEvent.pointerEnter(link);
    expect(prefetch).not.toHaveBeenCalled();
    mounted = false;
    render(<PageLink href="/karijere">Karijere</PageLink>);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Karijere' }));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("navigates in the app on a plain click, and leaves other clicks and other sites' links to the browser", () => {
    render(
      <>
        <PageLink href="/kontakt">Kontakt</PageLink>
        <PageLink href="https://example.com/">Drugdje</PageLink>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Kontakt' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(push).not.toHaveBeenCalled();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Drugdje' }))).toBe(true);
    expect(push).not.toHaveBeenCalled();
    // fireEvent returns false when the default action (the browser's navigation) was prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(push).toHaveBeenCalledWith('/kontakt', { scroll: true });
  });
});
