import {
  type ColumnDef,
  createColumnHelper,
  createSortedRowModel,
  FlexRender,
  type RowData,
  rowSortingFeature,
  type SortingState,
  sortFns,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { TableScroller } from './TableScroller';

/** How a column shows in the table (its cells' look; the row's header cell). */
export interface DataColumnMeta {
  /** Figures: right-aligned in the head and the cells. */
  align?: 'right';
  /** Classes for this column's body cells (width, truncation, colour). */
  className?: string;
  /** Classes for this column's head cell. */
  headerClassName?: string;
  /** The cell names its row: a <th scope="row">. */
  rowHeader?: boolean;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns,
  columnMeta: {} as DataColumnMeta,
});

type Features = typeof features;
// biome-ignore lint/suspicious/noExplicitAny: a list of columns holds cells of different value types
export type DataColumn<T extends RowData> = ColumnDef<Features, T, any>;

/**
 * The column helper for DataTable: `const col = columnsFor<Order>()`, then `col.row(id, head, cell)` for
 * a cell drawn from the whole row (most back-office cells), or TanStack's col.accessor for a value the
 * table can sort by.
 */
export const columnsFor = <T extends RowData>() => ({
  ...createColumnHelper<Features, T>(),
  row: (
    id: string,
    header: string | (() => ReactNode),
    cell: (row: T) => ReactNode,
    meta?: DataColumnMeta,
  ): DataColumn<T> => ({ id, header, cell: ({ row }) => cell(row.original), meta }),
});

/** A head cell only screen readers hear (an actions column). */
export const srOnly = (label: string) => () => <span className="sr-only">{label}</span>;

/**
 * The look of a phone card: a box around one row. Its one column may shrink (`grid-cols-1` is
 * `minmax(0, 1fr)`): a long name or e-mail is cut short inside the card instead of widening it past the phone.
 */
export const CARD_CLASS = 'grid min-w-0 grid-cols-1 gap-3 rounded-[4px] border border-border bg-surface p-4';

export interface DataTableProps<T extends RowData> {
  /** What the rows are ("Orders"): the table's caption, its scrolling region's name and the phone list's. */
  label: string;
  rows: readonly T[];
  columns: DataColumn<T>[];
  /** A row's stable key (its id). */
  rowKey: (row: T) => string;
  /**
   * The same row as a phone card: below 768 px the table gives way to a list of these. Without it, the
   * table shows at every width (and scrolls sideways when it must).
   */
  renderCard?: (row: T) => ReactNode;
  /** The classes of each card's list item; CARD_CLASS unless the card draws its own box. */
  cardClassName?: string;
  /** Padding of every head and body cell. */
  cellClassName?: string;
  headClassName?: string;
  /**
   * Sorting by the server: the current sort, and what a click on a sortable head asks for (the caller
   * changes the query). Columns with an accessor sort unless they say `enableSorting: false`.
   */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Sort here instead, by a head click: only for a list that is loaded whole (no further pages). */
  sortLocally?: boolean;
  /** A plain box with these classes instead of the scroller (a table inside a panel of its own). */
  boxClassName?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A back-office list: the columns are declared once (TanStack Table, headless), drawn as a table on a
 * wide screen and, with `renderCard`, as a list of cards on a phone. The table keeps TableScroller's
 * manners (named region, sideways hint), a caption, and column heads with scope="col".
 */
export function DataTable<T extends RowData>({
  label,
  rows,
  columns,
  rowKey,
  renderCard,
  cardClassName = CARD_CLASS,
  cellClassName = 'px-4 py-3',
  headClassName = 'text-[0.68rem] uppercase tracking-[0.14em] text-muted',
  sorting,
  onSortingChange,
  sortLocally = false,
  boxClassName,
}: DataTableProps<T>) {
  const sortable = sortLocally || onSortingChange !== undefined;
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => rowKey(row),
    enableSorting: sortable,
    enableSortingRemoval: false,
    manualSorting: !sortLocally,
    ...(onSortingChange
      ? {
          state: { sorting: sorting ?? [] },
          onSortingChange: (next) => onSortingChange(typeof next === 'function' ? next(sorting ?? []) : next),
        }
      : {}),
  });

  const grid = (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{label}</caption>
      <thead className={headClassName}>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} className="border-b border-border">
            {group.headers.map((header) => {
              const { column } = header;
              const meta = column.columnDef.meta;
              const sorted = column.getIsSorted();
              const content = <FlexRender header={header} />;
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                  className={cn(
                    cellClassName,
                    'font-medium',
                    meta?.align === 'right' && 'text-right',
                    meta?.headerClassName,
                  )}
                >
                  {column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={column.getToggleSortingHandler()}
                      className="inline-flex items-center gap-1 uppercase tracking-[inherit] hover:text-text"
                    >
                      {content}
                      {sorted === 'asc' ? (
                        <ArrowUp aria-hidden="true" className="size-3.5" />
                      ) : sorted === 'desc' ? (
                        <ArrowDown aria-hidden="true" className="size-3.5" />
                      ) : (
                        <ChevronsUpDown aria-hidden="true" className="size-3.5 opacity-60" />
                      )}
                    </button>
                  ) : (
                    content
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody className="divide-y divide-border">
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => {
              const meta = cell.column.columnDef.meta;
              const className = cn(cellClassName, meta?.align === 'right' && 'text-right', meta?.className);
              return meta?.rowHeader ? (
                <th key={cell.id} scope="row" className={cn('font-normal', className)}>
                  <FlexRender cell={cell} />
                </th>
              ) : (
                <td key={cell.id} className={className}>
                  <FlexRender cell={cell} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <>
      {boxClassName !== undefined ? (
        <div className={boxClassName}>{grid}</div>
      ) : (
        <TableScroller label={label} className={renderCard ? 'hidden md:block' : undefined}>
          {grid}
        </TableScroller>
      )}
      {renderCard ? (
        <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label={label}>
          {table.getRowModel().rows.map((row) => (
            <li key={row.id} className={cardClassName}>
              {renderCard(row.original)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
  /** Classes of the value (figures: tabular-nums). */
  className?: string;
  /** Across the list's whole width. */
  wide?: boolean;
}

/** Label and value pairs (a <dl>): the figures of a card or a panel, each label above its value. */
export function Facts({
  facts,
  className = 'grid grid-cols-2 gap-x-4 gap-y-2 text-sm',
}: {
  facts: Fact[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {facts.map((f) => (
        <div key={f.label} className={cn('min-w-0', f.wide && 'col-span-2')}>
          <dt className="text-xs text-muted">{f.label}</dt>
          <dd className={f.className}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The usual phone card of a DataTable row: what names the row (and a badge beside it), the other
 * figures as label and value pairs, then whatever follows (the row's actions).
 */
export function PhoneCard({
  title,
  aside,
  facts,
  factsClassName,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  facts: Fact[];
  factsClassName?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">{title}</div>
        {aside}
      </div>
      <Facts facts={facts} className={factsClassName} />
      {children}
    </>
  );
}
