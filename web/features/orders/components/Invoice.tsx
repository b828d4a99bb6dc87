import type { Order } from '#contracts/orders';
import { AddressBlock } from '../../../components/addresses/AddressBlock';
import { formatDate, formatRupees, paiseToRupees, toPaise } from '../../../lib/format';
import { SITE } from '../../../lib/site';

/** Kerala is the seller's state: a Kerala address pays CGST + SGST, any other IGST. */
const SELLER_STATE = 'Kerala';

/**
 * A GST-style tax invoice (prices include GST; the taxable value is the price less the tax). Printed on
 * its own by the print stylesheet (`.print-only-invoice`).
 */
export function Invoice({ order }: { order: Order }) {
  const intraState = order.address.state === SELLER_STATE;
  const rows = order.lines.map((l) => {
    const tax = toPaise(l.taxIncluded);
    const total = toPaise(l.lineTotal);
    return { line: l, taxable: total - tax, tax, total };
  });
  const taxable = rows.reduce((n, r) => n + r.taxable, 0);
  const tax = rows.reduce((n, r) => n + r.tax, 0);
  const half = (paise: number) => Math.floor(paise / 2);
  const money = (paise: number) => formatRupees(paiseToRupees(paise));

  return (
    <section
      id="invoice"
      aria-labelledby="invoice-heading"
      className="invoice rounded-[4px] border border-border bg-surface p-5 text-sm sm:p-8 print:border-0 print:bg-white print:p-0 print:text-black"
    >
      <div className="flex flex-wrap items-start justify-between gap-6">
        <div>
          <p className="font-display text-3xl tracking-wide">Roslis</p>
          <p className="mt-1 font-medium">{SITE.legal.registeredName}</p>
          <p className="text-muted">{SITE.legal.registeredOffice}</p>
          <p className="text-muted">{SITE.legal.registrationNumber}</p>
        </div>
        <div className="sm:text-right">
          <h2 id="invoice-heading" className="font-display text-2xl">
            Tax invoice
          </h2>
          <p className="mt-1">
            Invoice <strong>{order.number}</strong>
          </p>
          <p className="text-muted">Date {formatDate(order.payment?.paidAt ?? order.createdAt)}</p>
        </div>
      </div>
      <div className="mt-6 grid gap-2">
        <p className="eyebrow">Billed and shipped to</p>
        <AddressBlock address={order.address} />
        <p className="text-muted">Place of supply: {order.address.state}</p>
      </div>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[34rem] border-collapse text-left">
          <thead>
            <tr className="border-b border-border text-xs uppercase tracking-[0.12em] text-muted">
              <th className="py-2 pr-3 font-medium">Item</th>
              <th className="py-2 pr-3 text-right font-medium">Qty</th>
              <th className="py-2 pr-3 text-right font-medium">Taxable value</th>
              <th className="py-2 pr-3 text-right font-medium">GST</th>
              <th className="py-2 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ line, taxable: value, tax: lineTax, total }) => (
              <tr key={line.id} className="border-b border-border/70 align-top">
                <td className="py-2 pr-3">
                  {line.name}
                  <span className="block text-xs text-muted">
                    {[line.size && `Size ${line.size}`, line.color && `Colour ${line.color}`, 'HSN 6204']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{money(value)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {money(lineTax)}
                  <span className="block text-xs text-muted">{line.taxRatePercent}%</span>
                </td>
                <td className="py-2 text-right tabular-nums">{money(total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto mt-4 grid max-w-xs gap-1.5">
        <div className="flex justify-between">
          <dt className="text-muted">Taxable value</dt>
          <dd className="tabular-nums">{money(taxable)}</dd>
        </div>
        {intraState ? (
          <>
            <div className="flex justify-between">
              <dt className="text-muted">CGST</dt>
              <dd className="tabular-nums">{money(half(tax))}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">SGST</dt>
              <dd className="tabular-nums">{money(tax - half(tax))}</dd>
            </div>
          </>
        ) : (
          <div className="flex justify-between">
            <dt className="text-muted">IGST</dt>
            <dd className="tabular-nums">{money(tax)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt className="text-muted">Shipping</dt>
          <dd>Free</dd>
        </div>
        <div className="mt-1 flex justify-between border-t border-border pt-2 font-medium">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatRupees(order.total)}</dd>
        </div>
      </dl>
      <p className="mt-6 text-xs text-muted">
        Prices include GST. This is a computer-generated invoice and needs no signature.
      </p>
    </section>
  );
}
