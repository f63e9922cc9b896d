import { fireEvent, render, screen } from '@testing-library/react';
import { PageLink } from './PageLink';

const prefetch = jest.fn();
let mounted = true;
jest.mock('next/navigation', () => ({
  useRouter: () => {
    if (!mounted) throw new Error('invariant expected app router to be mounted');
    return { prefetch };
  },
}));

beforeEach(() => {
  prefetch.mockClear();
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
});
