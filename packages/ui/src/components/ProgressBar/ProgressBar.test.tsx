import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { axe } from '../../test/axe';
import * as stories from './ProgressBar.stories';

const { Loading, AlmostDone, Done, Failed, Idle } = composeStories(stories);

describe('ProgressBar', () => {
  it('is a named progressbar reporting its value while loading', () => {
    render(<Loading />);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    // Width is drawn with a transform, never with width/left, to avoid layout work.
    expect((bar.firstElementChild as HTMLElement).style.transform).toBe('scaleX(0.4)');
  });

  it('follows value changes', () => {
    const { rerender } = render(<AlmostDone />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90');
    rerender(<AlmostDone value={1.7} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<AlmostDone value={-1} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows a full bar when done and the danger style when failed', () => {
    render(<Done />);
    const done = screen.getByRole('progressbar');
    expect(done).toHaveAttribute('aria-valuenow', '100');
    expect(done).toHaveClass('done');
    render(<Failed />);
    expect(screen.getAllByRole('progressbar')[1]).toHaveClass('failed');
  });

  it('renders nothing when idle', () => {
    const { container } = render(<Idle />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['Loading', Loading],
    ['AlmostDone', AlmostDone],
    ['Done', Done],
    ['Failed', Failed],
    ['Idle', Idle],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
