import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { columnsFor, DataTable, PhoneCard, srOnly } from './DataTable';

interface Person {
  id: string;
  name: string;
  revenue: number;
}

const people: Person[] = [
  { id: 'a', name: 'Meera Pillai', revenue: 1500 },
  { id: 'b', name: 'Asha Thomas', revenue: 9000 },
  { id: 'c', name: 'Devi R', revenue: 300 },
];

const col = columnsFor<Person>();
const columns = [
  col.accessor('name', { header: 'Name', meta: { rowHeader: true } }),
  col.accessor('revenue', { header: 'Revenue', meta: { align: 'right' } }),
  col.display({
    id: 'actions',
    header: srOnly('Actions'),
    cell: ({ row }) => <button type="button">Edit {row.original.name}</button>,
  }),
];

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('draws the rows as a captioned table with column heads, and the same rows as phone cards', () => {
    const { container } = render(
      <DataTable
        label="Advisors"
        rows={people}
        columns={columns}
        rowKey={(p) => p.id}
        renderCard={(p) => <PhoneCard title={p.name} facts={[{ label: 'Revenue', value: p.revenue }]} />}
      />,
    );
    const table = within(container).getByRole('table', { name: 'Advisors' });
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.map((h) => h.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(heads.map((h) => h.textContent)).toEqual(['Name', 'Revenue', 'Actions']);
    expect(within(heads[2]!).getByText('Actions')).toHaveClass('sr-only');
    expect(heads[1]).toHaveClass('text-right');
    expect(names(table)).toEqual(['Meera Pillai', 'Asha Thomas', 'Devi R']);
    expect(within(table).getByRole('row', { name: /Asha Thomas/ })).toHaveTextContent('9000');
    // Wide screens get the table, phones the list (CSS at 768 px: both are in the document).
    expect(table.closest('.hidden.md\\:block')).not.toBeNull();
    const list = within(container).getByRole('list', { name: 'Advisors' });
    expect(list).toHaveClass('md:hidden');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByText('Asha Thomas')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Revenue').nextSibling).toHaveTextContent('9000');
    // Nothing sorts where nothing asked to: the heads are plain text.
    expect(within(table).queryAllByRole('button', { name: /Name|Revenue/ })).toHaveLength(0);
  });

  it('without a phone card, the table shows at every width', () => {
    const { container } = render(
      <DataTable label="Months" rows={people} columns={columns} rowKey={(p) => p.id} />,
    );
    expect(within(container).queryByRole('list')).toBeNull();
    expect(within(container).getByRole('table', { name: 'Months' }).closest('.hidden')).toBeNull();
  });

  it('an empty list is an empty table body, not an error', () => {
    const { container } = render(
      <DataTable
        label="Advisors"
        rows={[]}
        columns={columns}
        rowKey={(p) => p.id}
        renderCard={(p) => p.name}
      />,
    );
    const table = within(container).getByRole('table', { name: 'Advisors' });
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(within(within(container).getByRole('list')).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('sorted by the server: a head click asks for the sort and leaves the rows in the order given', async () => {
    const user = userEvent.setup();
    const asked = vi.fn();
    function Harness() {
      const [sorting, setSorting] = useState([{ id: 'name', desc: false }]);
      return (
        <DataTable
          label="Advisors"
          rows={people}
          columns={columns}
          rowKey={(p) => p.id}
          sorting={sorting}
          onSortingChange={(next) => {
            asked(next);
            setSorting(next);
          }}
        />
      );
    }
    const { container } = render(<Harness />);
    const table = within(container).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: 'Revenue' }));
    expect(asked).toHaveBeenLastCalledWith([{ id: 'revenue', desc: true }]);
    expect(within(table).getByRole('columnheader', { name: /Revenue/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The server's order stands until new rows come back.
    expect(names(table)).toEqual(['Meera Pillai', 'Asha Thomas', 'Devi R']);
    await user.click(within(table).getByRole('button', { name: 'Revenue' }));
    expect(asked).toHaveBeenLastCalledWith([{ id: 'revenue', desc: false }]);
    // A display column (the actions) never sorts.
    expect(within(table).queryByRole('button', { name: 'Actions' })).toBeNull();
  });

  it('a list loaded whole sorts here, on a head click', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DataTable label="Advisors" rows={people} columns={columns} rowKey={(p) => p.id} sortLocally />,
    );
    const table = within(container).getByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Revenue' }));
    expect(names(table)).toEqual(['Asha Thomas', 'Meera Pillai', 'Devi R']);
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(names(table)).toEqual(['Asha Thomas', 'Devi R', 'Meera Pillai']);
  });
});
