import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LaunchTimes } from './LaunchTimes';

describe('LaunchTimes', () => {
  it('shows staff when a launched design opens to Gold and Platinum and when to Premium, in India time', () => {
    const { container } = render(
      <LaunchTimes
        product={{ launchedAt: '2026-11-29T04:45:00.000Z', premiumOpensAt: '2026-11-30T04:45:00.000Z' }}
      />,
    );
    const view = within(container);
    const rows = [...container.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(view.getByRole('heading', { name: 'Launch and early access' })).toBeTruthy();
    expect(rows).toEqual([
      ['Opens to Gold and Platinum', '29 Nov 2026, 10:15 am'],
      ['Opens to Premium', '30 Nov 2026, 10:15 am'],
    ]);
  });

  it('shows nothing for a design never launched', () => {
    const { container } = render(<LaunchTimes product={{ launchedAt: null, premiumOpensAt: null }} />);
    expect(container.textContent).toBe('');
  });
});
