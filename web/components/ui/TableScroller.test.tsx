import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroller } from './TableScroller';

const SCROLL_HINT = 'Scroll sideways for more columns';

/** jsdom lays nothing out: give every element the widths a browser would measure. */
function widths(client: number, scroll: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
}
afterEach(() => vi.restoreAllMocks());

const table = (
  <table>
    <tbody>
      <tr>
        <td>Meera Pillai</td>
      </tr>
    </tbody>
  </table>
);

describe('TableScroller', () => {
  it('a table that fits is a plain box: no hint, no scrolling region', () => {
    widths(1000, 1000);
    render(<TableScroller label="Fashion advisors">{table}</TableScroller>);
    expect(screen.getByText('Meera Pillai')).toBeInTheDocument();
    expect(screen.queryByText(SCROLL_HINT)).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a wider table says it scrolls, and the box is a named region the keyboard can reach', () => {
    widths(700, 1020);
    render(<TableScroller label="Fashion advisors">{table}</TableScroller>);
    expect(screen.getByText(SCROLL_HINT)).toBeVisible();
    const region = screen.getByRole('region', { name: /Fashion advisors \(scroll sideways/ });
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
