import { emiPaidText } from '#contracts/emi';
import type { Order } from '#contracts/orders';
import { AddressBlock } from '../../../components/addresses/AddressBlock';
import { formatDate, formatRupees, formatSignedPaise, paiseToRupees, toPaise } from '../../../lib/format';
import { SITE } from '../../../lib/site';

/** Kerala is the seller's state: a Kerala address pays CGST + SGST (half each), any other IGST. */
const SELLER_STATE = 'Kerala';

const money = (paise: number) => formatRupees(paiseToRupees(paise));
/** A rate as printed: 2.5%, 9%, 18%. */
const rate = (percent: number) => `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;

export interface InvoiceRow {
  id: string;
  name: string;
  detail: string;
  quantity: number;
  ratePercent: number;
  /** Paise: the price less the GST it includes. */
  taxable: number;
  /** Paise: CGST and SGST (intra-state; their sum is the line's GST) or IGST (inter-state). */
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  /** The card's rules applied to the line, as the server priced it. */
  rules: Order['lines'][number]['rules'];
  listPrice: string;
}

/**
 * The invoice's arithmetic, in paise: each line's GST (included in its price, from the server) split
 * into CGST and SGST halves for a Kerala address (an odd paisa goes to SGST) or all IGST otherwise.
 */
export function invoiceRows(order: Order): { intraState: boolean; rows: InvoiceRow[] } {
  const intraState = order.address.state.trim().toLowerCase() === SELLER_STATE.toLowerCase();
  const rows = order.lines.map((l) => {
    const tax = toPaise(l.taxIncluded);
    const total = toPaise(l.lineTotal);
    const cgst = intraState ? Math.floor(tax / 2) : 0;
    return {
      id: l.id,
      name: l.name,
      detail: [l.size && `Size ${l.size}`, l.color && `Colour ${l.color}`].filter(Boolean).join(' · '),
      quantity: l.quantity,
      ratePercent: l.taxRatePercent,
      taxable: total - tax,
      cgst,
      sgst: intraState ? tax - cgst : 0,
      igst: intraState ? 0 : tax,
      total,
      rules: l.rules,
      listPrice: l.unitPrice,
    };
  });
  return { intraState, rows };
}

const sum = (rows: InvoiceRow[], key: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total') =>
  rows.reduce((n, r) => n + r[key], 0);

/** The list price and the card's rules under a line's name (the pick, the member price, a surcharge). */
function LineRules({ row }: { row: InvoiceRow }) {
  if (row.rules.length === 0) return null;
  return (
    <span className="mt-1 block text-xs font-normal text-muted">
      List price {formatRupees(row.listPrice)}
      {row.rules.map((r) => (
        <span key={`${r.code}-${r.label}`} className="block">
          {r.label} {formatSignedPaise(r.amountPaise)}
        </span>
      ))}
    </span>
  );
}

function TaxCell({ paise, percent }: { paise: number; percent: number }) {
  return (
    <td className="py-2.5 pr-3 text-right tabular-nums">
      {money(paise)}
      <span className="block text-xs text-muted">{rate(percent)}</span>
    </td>
  );
}

/**
 * A GST-style tax invoice (prices include GST; the taxable value is the price less the tax). The print
 * stylesheet prints it alone: the rest of the order page is `print:hidden`, the shop's header, footer
 * and menus are hidden by web/styles/index.css.
 */
export function Invoice({ order }: { order: Order }) {
  const { intraState, rows } = invoiceRows(order);
  const head = 'py-2 pr-3 text-right font-medium';
  return (
    <section
      id="invoice"
      aria-labelledby="invoice-heading"
      className="invoice rounded-[4px] border border-border bg-surface p-5 text-sm sm:p-8 print:rounded-none print:border-0 print:bg-white print:p-0 print:text-black print:**:text-black"
    >
      <div className="flex flex-wrap items-start justify-between gap-6 border-b border-border pb-6">
        <div>
          <p className="font-display text-3xl tracking-wide">{SITE.name}</p>
          <p className="mt-2 font-medium">{SITE.legal.registeredName}</p>
          <p className="max-w-xs text-muted">{SITE.legal.registeredOffice}</p>
          <p className="text-muted">{SITE.legal.registrationNumber}</p>
        </div>
        <div className="sm:text-right">
          <h2 id="invoice-heading" className="font-display text-2xl">
            Tax invoice
          </h2>
          <dl className="mt-2 grid gap-0.5">
            <div>
              <dt className="inline text-muted">Invoice number </dt>
              <dd className="inline font-medium">{order.number}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Invoice date </dt>
              <dd className="inline">{formatDate(order.payment?.paidAt ?? order.createdAt)}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Order date </dt>
              <dd className="inline">{formatDate(order.createdAt)}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <p className="eyebrow">Billed and shipped to</p>
          <AddressBlock address={order.address} />
        </div>
        <dl className="grid content-start gap-1 sm:text-right">
          <div>
            <dt className="inline text-muted">Place of supply: </dt>
            <dd className="inline">{order.address.state}</dd>
          </div>
          <div>
            <dt className="inline text-muted">Supply: </dt>
            <dd className="inline">{intraState ? 'Within Kerala (CGST + SGST)' : 'Inter-state (IGST)'}</dd>
          </div>
        </dl>
      </div>
      {/*
        The lines as a table where it fits (a box 36rem wide, and on paper); in a narrower box, such as a
        phone's, each line as a small card with its labels, so no figure is cut off or needs a sideways scroll.
      */}
      <section className="@container mt-6" aria-label="Invoice lines">
        <table className="hidden w-full border-collapse text-left @min-[36rem]:table print:table">
          <thead>
            <tr className="border-b border-border text-xs uppercase tracking-[0.1em] text-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                Item
              </th>
              <th scope="col" className={head}>
                Qty
              </th>
              <th scope="col" className={head}>
                Taxable value
              </th>
              {intraState ? (
                <>
                  <th scope="col" className={head}>
                    CGST
                  </th>
                  <th scope="col" className={head}>
                    SGST
                  </th>
                </>
              ) : (
                <th scope="col" className={head}>
                  IGST
                </th>
              )}
              <th scope="col" className="py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-border/70 align-top">
                <th scope="row" className="py-2.5 pr-3 font-normal">
                  {r.name}
                  {r.detail ? <span className="block text-xs text-muted">{r.detail}</span> : null}
                  <LineRules row={r} />
                </th>
                <td className="py-2.5 pr-3 text-right tabular-nums">{r.quantity}</td>
                <td className="py-2.5 pr-3 text-right tabular-nums">{money(r.taxable)}</td>
                {intraState ? (
                  <>
                    <TaxCell paise={r.cgst} percent={r.ratePercent / 2} />
                    <TaxCell paise={r.sgst} percent={r.ratePercent / 2} />
                  </>
                ) : (
                  <TaxCell paise={r.igst} percent={r.ratePercent} />
                )}
                <td className="py-2.5 text-right tabular-nums">{money(r.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="grid gap-3 @min-[36rem]:hidden print:hidden">
          {rows.map((r) => (
            <li key={r.id} className="rounded-[3px] border border-border/70 p-3">
              <p className="font-medium">
                {r.name}
                {r.detail ? <span className="block text-xs font-normal text-muted">{r.detail}</span> : null}
              </p>
              <LineRules row={r} />
              <div className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
                <span className="text-muted">Qty</span>
                <span className="text-right">{r.quantity}</span>
                <span className="text-muted">Taxable value</span>
                <span className="text-right">{money(r.taxable)}</span>
                {intraState ? (
                  <>
                    <span className="text-muted">CGST {rate(r.ratePercent / 2)}</span>
                    <span className="text-right">{money(r.cgst)}</span>
                    <span className="text-muted">SGST {rate(r.ratePercent / 2)}</span>
                    <span className="text-right">{money(r.sgst)}</span>
                  </>
                ) : (
                  <>
                    <span className="text-muted">IGST {rate(r.ratePercent)}</span>
                    <span className="text-right">{money(r.igst)}</span>
                  </>
                )}
                <span className="font-medium">Amount</span>
                <span className="text-right font-medium">{money(r.total)}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <dl className="mt-5 ml-auto grid max-w-xs gap-1.5">
        <div className="flex justify-between gap-6">
          <dt className="text-muted">Taxable value</dt>
          <dd className="tabular-nums">{money(sum(rows, 'taxable'))}</dd>
        </div>
        {intraState ? (
          <>
            <div className="flex justify-between gap-6">
              <dt className="text-muted">CGST</dt>
              <dd className="tabular-nums">{money(sum(rows, 'cgst'))}</dd>
            </div>
            <div className="flex justify-between gap-6">
              <dt className="text-muted">SGST</dt>
              <dd className="tabular-nums">{money(sum(rows, 'sgst'))}</dd>
            </div>
          </>
        ) : (
          <div className="flex justify-between gap-6">
            <dt className="text-muted">IGST</dt>
            <dd className="tabular-nums">{money(sum(rows, 'igst'))}</dd>
          </div>
        )}
        <div className="flex justify-between gap-6">
          <dt className="text-muted">Shipping</dt>
          <dd>Free</dd>
        </div>
        {order.rules.map((r) => (
          <div key={r.code} className="flex justify-between gap-6">
            <dt className="text-muted">{r.label}</dt>
            <dd className="tabular-nums">{formatSignedPaise(r.amountPaise)}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-6 border-t border-border pt-2 font-medium">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatRupees(order.total)}</dd>
        </div>
      </dl>
      {order.emi ? (
        <p className="mt-6">{`${emiPaidText(order.emi.months, toPaise(order.emi.monthly))}. No-cost EMI: the shop pays the interest, so the total above is the amount paid.`}</p>
      ) : null}
      {order.status === 'cancelled' || order.status === 'refunded' ? (
        <p className="mt-6 font-medium">
          This order was cancelled
          {order.payment?.refundedAt ? ` and refunded on ${formatDate(order.payment.refundedAt)}` : ''}.
        </p>
      ) : null}
      <p className="mt-6 text-xs text-muted">
        Prices include GST. This is a computer-generated invoice and needs no signature.
      </p>
    </section>
  );
}
