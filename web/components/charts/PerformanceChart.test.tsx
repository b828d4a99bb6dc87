import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PerformanceChart } from './PerformanceChart';

const CHART_EMPTY = 'Nothing to chart for this period yet.';

const months = ['Jan', 'Feb', 'Mar'];
const rupees = (n: number) => `₹${n}`;

function draw(values: number[], emptyMessage?: string) {
  return render(
    <PerformanceChart
      data={months.map((label, i) => ({ label, revenue: values[i]! }))}
      kind="bars"
      series={[{ key: 'revenue', name: 'Revenue' }]}
      barColour="var(--gold)"
      format={rupees}
      formatTick={rupees}
      emptyMessage={emptyMessage}
    />,
  );
}

describe('PerformanceChart', () => {
  it('with no data says so instead of drawing an axis of odd rupee ticks', () => {
    const { container } = draw([0, 0, 0]);
    expect(screen.getByText(CHART_EMPTY)).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
    expect(container.textContent).not.toMatch(/₹[1-4]\b/);
  });

  it("takes the page's own words for the empty state", () => {
    draw([0, 0, 0], 'No registrations with this code this year.');
    expect(screen.getByText('No registrations with this code this year.')).toBeInTheDocument();
  });

  it('with any value other than zero draws the chart', () => {
    draw([0, 5000, 0]);
    expect(screen.queryByText(CHART_EMPTY)).toBeNull();
  });
});
