import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order, orderLine } from '../test/fixtures';
import { Invoice } from './Invoice';

/**
 * A phone's invoice box is narrower than the table's columns: there each line is a small card with its
 * labels (which the stylesheet shows below 36rem of width and never on paper), the table elsewhere.
 */
describe('Invoice', () => {
  it('gives each line as a labelled card for a narrow box, every figure in it, and the table for paper', () => {
    render(<Invoice order={order()} />);
    const lines = screen.getByRole('region', { name: 'Invoice lines' });
    const cards = within(lines).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(cards[0]!.textContent).toBe(
      'Kasavu Wrap TopSize MQty2Taxable value₹4,760CGST 2.5%₹119SGST 2.5%₹119Amount₹4,998',
    );
    expect(within(lines).getByRole('list')).toHaveClass('@min-[36rem]:hidden', 'print:hidden');
    // The table is shown only where it fits, and always in print.
    expect(within(lines).getByRole('table', { hidden: true })).toHaveClass(
      '@min-[36rem]:table',
      'print:table',
    );
  });

  it('names IGST with its rate outside Kerala', () => {
    const o = order();
    render(<Invoice order={{ ...o, address: { ...o.address, state: 'Karnataka' } }} />);
    const card = within(screen.getByRole('region', { name: 'Invoice lines' })).getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('IGST 5%₹238');
    expect(card).not.toHaveTextContent('CGST');
  });

  it("lists the card's rules it was priced with: each line's, then the order's points", () => {
    const o = order({
      lines: [
        orderLine({
          quantity: 1,
          unitPrice: '2499.00',
          lineTotal: '999.00',
          rules: [{ code: 'monthly_pick', label: 'Monthly pick', amountPaise: -150_000 }],
        }),
      ],
      subtotal: '999.00',
      rules: [{ code: 'points', label: 'Points −₹199', amountPaise: -19_900 }],
      pointsUsed: 199,
      total: '800.00',
    });
    render(<Invoice order={o} />);
    const card = within(screen.getByRole('region', { name: 'Invoice lines' })).getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('List price ₹2,499Monthly pick −₹1,500');
    expect(screen.getByText('Points −₹199').nextElementSibling).toHaveTextContent('−₹199');
  });
});
