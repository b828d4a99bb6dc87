import { act, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EarlyAccessNotice, useEarlyAccess } from './EarlyAccessNotice';

const NOW = Date.parse('2026-11-29T04:45:50Z');
/** Opens 23:59:10 from NOW: 30 November 2026, 10:15 am in India. */
const OPENS = '2026-11-30T04:45:00.000Z';

function Probe({ opensForYouAt }: { opensForYouAt: string | null }) {
  const waiting = useEarlyAccess({ earlyAccess: opensForYouAt ? { opensForYouAt } : null });
  return waiting && opensForYouAt ? (
    <EarlyAccessNotice opensForYouAt={opensForYouAt} countdown={waiting} />
  ) : (
    <p>Open to you</p>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('Gold early access', () => {
  it('counts down to the member’s opening each second, then opens', () => {
    const { container } = render(<Probe opensForYouAt={OPENS} />);
    const view = within(container);
    expect(view.getByRole('heading').textContent).toBe('Gold early access — opens for you in 23:59:10');
    expect(view.getByText(/it opens for you on 30 Nov 2026, 10:15 am/i)).toBeTruthy();

    act(() => vi.advanceTimersByTime(1000));
    expect(view.getByRole('heading').textContent).toBe('Gold early access — opens for you in 23:59:09');

    act(() => vi.advanceTimersByTime(23 * 3_600_000 + 59 * 60_000 + 8_000));
    expect(view.getByRole('heading').textContent).toBe('Gold early access — opens for you in 00:00:01');

    act(() => vi.advanceTimersByTime(1000));
    expect(view.queryByRole('heading')).toBeNull();
    expect(view.getByText('Open to you')).toBeTruthy();
  });

  it('shows nothing when the server names no opening', () => {
    const { container } = render(<Probe opensForYouAt={null} />);
    expect(within(container).getByText('Open to you')).toBeTruthy();
  });
});
