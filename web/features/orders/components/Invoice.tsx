import type { Order } from '#contracts/orders';
import { AddressBlock } from '../../../components/addresses/AddressBlock';
import { usePricingWords } from '../../../components/pricing/PricingWords';
import { formatDate, formatRupees, formatSignedPaise, paiseToRupees, toPaise } from '../../../lib/format';
import { i18n, useTranslation } from '../../../lib/i18n';
import { SITE } from '../../../lib/site';
import { ORDERS } from '../i18n';

/** Kerala is the seller's state: a Kerala address pays CGST + SGST (half each), any other IGST. */
const SELLER_STATE = 'Kerala';

/** The GST's parts, named the same in every language (as on every Indian invoice). */
const TAX = { cgst: 'CGST', sgst: 'SGST', igst: 'IGST' } as const;

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
  const t = i18n.getFixedT(null, ORDERS);
  const rows = order.lines.map((l) => {
    const tax = toPaise(l.taxIncluded);
    const total = toPaise(l.lineTotal);
    const cgst = intraState ? Math.floor(tax / 2) : 0;
    return {
      id: l.id,
      name: l.name,
      detail: [l.size && t('line.size', { size: l.size }), l.color && t('line.colour', { colour: l.color })]
        .filter(Boolean)
        .join(' · '),
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
  const { t } = useTranslation(ORDERS);
  const words = usePricingWords();
  if (row.rules.length === 0) return null;
  return (
    <span className="mt-1 block text-xs font-normal text-muted">
      {t('invoice.listPrice', { price: formatRupees(row.listPrice) })}
      {row.rules.map((r) => (
        <span key={`${r.code}-${r.label}`} className="block">
          {words.ruleLineText(r)} {formatSignedPaise(r.amountPaise)}
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
  const { t } = useTranslation(ORDERS);
  const words = usePricingWords();
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
            {t('invoice.title')}
          </h2>
          <dl className="mt-2 grid gap-0.5">
            <div>
              <dt className="inline text-muted">{t('invoice.number')}</dt>
              <dd className="inline font-medium">{order.number}</dd>
            </div>
            <div>
              <dt className="inline text-muted">{t('invoice.date')}</dt>
              <dd className="inline">{formatDate(order.payment?.paidAt ?? order.createdAt)}</dd>
            </div>
            <div>
              <dt className="inline text-muted">{t('invoice.orderDate')}</dt>
              <dd className="inline">{formatDate(order.createdAt)}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <p className="eyebrow">{t('invoice.billedTo')}</p>
          <AddressBlock address={order.address} />
        </div>
        <dl className="grid content-start gap-1 sm:text-right">
          <div>
            <dt className="inline text-muted">{t('invoice.placeOfSupply')}</dt>
            <dd className="inline">{order.address.state}</dd>
          </div>
          <div>
            <dt className="inline text-muted">{t('invoice.supply')}</dt>
            <dd className="inline">{intraState ? t('invoice.intra') : t('invoice.inter')}</dd>
          </div>
        </dl>
      </div>
      {/*
        The lines as a table where it fits (a box 36rem wide, and on paper); in a narrower box, such as a
        phone's, each line as a small card with its labels, so no figure is cut off or needs a sideways scroll.
      */}
      <section className="@container mt-6" aria-label={t('invoice.lines')}>
        <table className="hidden w-full border-collapse text-left @min-[36rem]:table print:table">
          <thead>
            <tr className="border-b border-border text-xs uppercase tracking-[0.1em] text-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('invoice.item')}
              </th>
              <th scope="col" className={head}>
                {t('invoice.qty')}
              </th>
              <th scope="col" className={head}>
                {t('invoice.taxable')}
              </th>
              {intraState ? (
                <>
                  <th scope="col" className={head}>
                    {TAX.cgst}
                  </th>
                  <th scope="col" className={head}>
                    {TAX.sgst}
                  </th>
                </>
              ) : (
                <th scope="col" className={head}>
                  {TAX.igst}
                </th>
              )}
              <th scope="col" className="py-2 text-right font-medium">
                {t('invoice.amount')}
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
                <span className="text-muted">{t('invoice.qty')}</span>
                <span className="text-right">{r.quantity}</span>
                <span className="text-muted">{t('invoice.taxable')}</span>
                <span className="text-right">{money(r.taxable)}</span>
                {intraState ? (
                  <>
                    <span className="text-muted">{`${TAX.cgst} ${rate(r.ratePercent / 2)}`}</span>
                    <span className="text-right">{money(r.cgst)}</span>
                    <span className="text-muted">{`${TAX.sgst} ${rate(r.ratePercent / 2)}`}</span>
                    <span className="text-right">{money(r.sgst)}</span>
                  </>
                ) : (
                  <>
                    <span className="text-muted">{`${TAX.igst} ${rate(r.ratePercent)}`}</span>
                    <span className="text-right">{money(r.igst)}</span>
                  </>
                )}
                <span className="font-medium">{t('invoice.amount')}</span>
                <span className="text-right font-medium">{money(r.total)}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <dl className="mt-5 ml-auto grid max-w-xs gap-1.5">
        <div className="flex justify-between gap-6">
          <dt className="text-muted">{t('invoice.taxable')}</dt>
          <dd className="tabular-nums">{money(sum(rows, 'taxable'))}</dd>
        </div>
        {intraState ? (
          <>
            <div className="flex justify-between gap-6">
              <dt className="text-muted">{TAX.cgst}</dt>
              <dd className="tabular-nums">{money(sum(rows, 'cgst'))}</dd>
            </div>
            <div className="flex justify-between gap-6">
              <dt className="text-muted">{TAX.sgst}</dt>
              <dd className="tabular-nums">{money(sum(rows, 'sgst'))}</dd>
            </div>
          </>
        ) : (
          <div className="flex justify-between gap-6">
            <dt className="text-muted">{TAX.igst}</dt>
            <dd className="tabular-nums">{money(sum(rows, 'igst'))}</dd>
          </div>
        )}
        <div className="flex justify-between gap-6">
          <dt className="text-muted">{t('invoice.shipping')}</dt>
          <dd>{t('invoice.free')}</dd>
        </div>
        {order.rules.map((r) => (
          <div key={r.code} className="flex justify-between gap-6">
            <dt className="text-muted">{words.ruleLineText(r)}</dt>
            <dd className="tabular-nums">{formatSignedPaise(r.amountPaise)}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-6 border-t border-border pt-2 font-medium">
          <dt>{t('invoice.total')}</dt>
          <dd className="tabular-nums">{formatRupees(order.total)}</dd>
        </div>
      </dl>
      {order.emi ? (
        <p className="mt-6">
          {t('invoice.emi', { months: order.emi.months, monthly: formatRupees(order.emi.monthly) })}
        </p>
      ) : null}
      {order.status === 'cancelled' || order.status === 'refunded' ? (
        <p className="mt-6 font-medium">
          {order.payment?.refundedAt
            ? t('invoice.cancelledRefunded', { date: formatDate(order.payment.refundedAt) })
            : t('invoice.cancelled')}
        </p>
      ) : null}
      <p className="mt-6 text-xs text-muted">{t('invoice.footer')}</p>
    </section>
  );
}
