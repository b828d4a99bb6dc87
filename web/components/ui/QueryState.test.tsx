import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { LoadMore, type QueryLike, QueryState } from './QueryState';

const state = <T,>(over: Partial<QueryLike<T>>): QueryLike<T> => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});

const list = (rows: string[]) => (
  <ul aria-label="Names">
    {rows.map((r) => (
      <li key={r}>{r}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows the skeleton, hidden from screen readers, while the first answer is on its way', () => {
    const { container } = render(
      <QueryState query={state<string[]>({ isPending: true })} empty="No names yet.">
        {list}
      </QueryState>,
    );
    expect(container.querySelectorAll('[aria-hidden="true"].animate-pulse')).toHaveLength(3);
    expect(within(container).queryByRole('list')).toBeNull();
    expect(within(container).queryByText('No names yet.')).toBeNull();
  });

  it('says what went wrong, and Try again reads again', async () => {
    const refetch = vi.fn();
    const error = new ApiError(
      503,
      '503: {"message":"The database is busy, try again.","code":"UNAVAILABLE"}',
    );
    const { container } = render(
      <QueryState query={state<string[]>({ isError: true, error, refetch })}>{list}</QueryState>,
    );
    expect(within(container).getByRole('alert')).toHaveTextContent('The database is busy, try again.');
    await userEvent.setup().click(within(container).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('an empty list says its sentence; a list with rows renders them', () => {
    const { container, rerender } = render(
      <QueryState query={state<string[]>({ data: [] })} empty="No names yet.">
        {list}
      </QueryState>,
    );
    expect(within(container).getByText('No names yet.')).toBeInTheDocument();
    expect(within(container).queryByRole('list')).toBeNull();
    rerender(
      <QueryState query={state<string[]>({ data: ['Meera'] })} empty="No names yet.">
        {list}
      </QueryState>,
    );
    expect(within(container).getByRole('listitem')).toHaveTextContent('Meera');
    expect(within(container).queryByText('No names yet.')).toBeNull();
  });

  it('without an empty sentence (or with isEmpty saying no), an empty answer is data like any other', () => {
    const { container } = render(
      <QueryState query={state({ data: { total: 0 } })} empty="Nothing." isEmpty={(d) => d.total < 0}>
        {(d) => <p>Total {d.total}</p>}
      </QueryState>,
    );
    expect(within(container).getByText('Total 0')).toBeInTheDocument();
  });
});

describe('LoadMore', () => {
  it('offers the next page while there is one, and waits while it loads', async () => {
    const fetchNextPage = vi.fn();
    const { rerender } = render(
      <LoadMore
        pages={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }}
        label="Show older orders"
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older orders' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
    rerender(
      <LoadMore
        pages={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage }}
        label="Show older orders"
      />,
    );
    expect(screen.getByRole('button', { name: 'Loading more' })).toBeDisabled();
    rerender(
      <LoadMore
        pages={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }}
        label="Show older orders"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
