import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { menuButton, renderAt } from '../../../../test/utils';
import { SHIRTS, TOPS } from '../../test/fixtures';
import { FilterPopover } from './FilterPopover';

function popover(onCommit?: (phase: string) => void) {
  const props = {
    statuses: [],
    categories: [TOPS, SHIRTS],
    chosenCategories: [],
    count: 0,
    onToggleStatus: vi.fn(),
    onToggleCategory: vi.fn(),
    onClear: vi.fn(),
  };
  return (
    <Profiler id="filters" onRender={(_id, phase) => onCommit?.(phase)}>
      <FilterPopover {...props} />
    </Profiler>
  );
}

describe('FilterPopover', () => {
  it("draws a plain button in the page's first frame (no second commit as it mounts), and a press opens the menu", async () => {
    // No frame is ever painted here: the button stays the one the first frame draws.
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    try {
      const commits: string[] = [];
      renderAt(popover((phase) => commits.push(phase)));
      const button = screen.getByRole('button', { name: 'Filters' });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).not.toHaveAttribute('data-state');
      expect(commits).toEqual(['mount']);
      await userEvent.setup().click(button);
      expect(screen.getByText('No filters applied')).toBeInTheDocument();
      expect(screen.getByRole('menuitemcheckbox', { name: 'Shirts' })).toBeInTheDocument();
    } finally {
      frame.mockRestore();
    }
  });

  it("is Radix's menu once the first frame is painted: Enter opens it, Escape closes it", async () => {
    const user = userEvent.setup();
    renderAt(popover());
    const button = await menuButton('Filters');
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No filters applied')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No filters applied')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('data-state', 'closed');
  });
});
