import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SizeChart } from '#contracts/fit';
import { type MockRoute, mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { SizeChartEditor } from './SizeChartEditor';

const TOPS = { id: '33333333-3333-4333-8333-333333333333', name: 'Tops', slug: 'tops' };
const chart: SizeChart = {
  category: TOPS,
  measures: ['bust', 'waist'],
  rows: [
    { size: 'S', bust: 86, waist: 71, hips: null, shoulder: null, length: null },
    { size: 'M', bust: 91, waist: 76, hips: null, shoulder: null, length: null },
  ],
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const URL = `/api/admin/size-charts/${TOPS.id}`;

function setup(routes: MockRoute[] = []) {
  signInStorage();
  const fetch = mockFetch([
    { path: '/api/categories', body: [TOPS] },
    { path: URL, body: chart },
    { method: 'PUT', path: URL, body: { ...chart, updatedAt: '2026-11-02T00:00:00.000Z' } },
    ...routes,
  ]);
  renderAt(<SizeChartEditor open onOpenChange={() => {}} />);
  return { ...fetch, user: userEvent.setup() };
}

const puts = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method === 'PUT');

describe('SizeChartEditor', () => {
  it("shows the category's chart as a table, rows by size and columns by measure", async () => {
    setup();
    const form = await screen.findByRole('form', { name: 'Tops size chart' });
    expect(
      within(form)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Size', 'Bust', 'Waist', 'Remove']);
    expect(within(form).getByRole('textbox', { name: 'Bust, row 2' })).toHaveValue('91');
  });

  it('refuses a shrinking measure before asking the server, in the same words', async () => {
    const { user, calls } = setup();
    const bust = await screen.findByRole('textbox', { name: 'Bust, row 2' });
    await user.clear(bust);
    await user.type(bust, '80');
    await user.click(screen.getByRole('button', { name: 'Save chart' }));
    expect(
      await screen.findByText('Bust for M (80 cm) must be more than for S (86 cm).'),
    ).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('adds the next size and saves the chart in numbers', async () => {
    const { user, calls } = setup();
    await screen.findByRole('textbox', { name: 'Bust, row 2' });
    await user.click(screen.getByRole('button', { name: 'Add size' }));
    expect(screen.getByRole('combobox', { name: 'Size of row 3' })).toHaveValue('L');
    await user.type(screen.getByRole('textbox', { name: 'Bust, row 3' }), '97');
    await user.type(screen.getByRole('textbox', { name: 'Waist, row 3' }), '81.5');
    await user.click(screen.getByRole('button', { name: 'Save chart' }));
    expect(await screen.findByText('Size chart saved')).toBeInTheDocument();
    expect(puts(calls)[0]!.body).toEqual({
      rows: [
        { size: 'S', bust: 86, waist: 71, hips: null, shoulder: null, length: null },
        { size: 'M', bust: 91, waist: 76, hips: null, shoulder: null, length: null },
        { size: 'L', bust: 97, waist: 81.5, hips: null, shoulder: null, length: null },
      ],
    });
  });

  it("puts the server's refusal on the cell it names", async () => {
    const message = 'Waist must be between 45 and 160 cm.';
    const { user } = setup([
      {
        method: 'PUT',
        path: URL,
        status: 400,
        body: {
          message: `Invalid rows.0.waist: ${message}`,
          code: 'VALIDATION_FAILED',
          fieldErrors: { 'rows.0.waist': [message] },
        },
      },
    ]);
    await screen.findByRole('textbox', { name: 'Bust, row 2' });
    await user.click(screen.getByRole('button', { name: 'Save chart' }));
    const waist = await screen.findByRole('textbox', { name: 'Waist, row 1' });
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(waist).toHaveAttribute('aria-invalid', 'true');
  });
});
