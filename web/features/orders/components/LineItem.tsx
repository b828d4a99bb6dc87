import { Link } from 'react-router';
import type { AppliedRule } from '#contracts/card-rules';
import type { OrderLine } from '#contracts/orders';
import { RuleList } from '../../../components/pricing/PricingWords';
import { formatLongDate, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { productPath } from '../../../lib/paths';
import { ORDERS } from '../i18n';

export interface LineItemData {
  name: string;
  slug?: string | null;
  imageUrl: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
  /** The line's total as priced (the card's rules applied), a decimal rupee string. */
  total: string;
  /** The list price of one piece, shown struck beside a total the card's rules changed. */
  listTotal?: string;
  /** The card's rules the server applied to the line. */
  rules?: readonly AppliedRule[];
  isPreOrder?: boolean;
  preOrderEndDate?: string | null;
  /** Who the piece is for (a family or friend profile's name); absent or null for the member herself. */
  forName?: string | null;
}

/** An order's line as a LineItem (the confirmation and the order page). */
export function fromOrderLine(l: OrderLine): LineItemData {
  return {
    name: l.name,
    slug: l.slug,
    imageUrl: l.imageUrl,
    size: l.size,
    color: l.color,
    quantity: l.quantity,
    total: l.lineTotal,
    listTotal: l.rules.length > 0 ? l.unitPrice : undefined,
    rules: l.rules,
    isPreOrder: l.isPreOrder,
    preOrderEndDate: l.preOrderEndDate,
    forName: l.forName,
  };
}

/** One line of a checkout, a confirmation or an order: picture, name, size/colour, quantity and price. */
export function LineItem({ line, children }: { line: LineItemData; children?: React.ReactNode }) {
  const { t } = useTranslation(ORDERS);
  const variant = [
    line.size && t('line.size', { size: line.size }),
    line.color && t('line.colour', { colour: line.color }),
  ]
    .filter(Boolean)
    .join(' · ');
  const picture = (
    <span className="block aspect-[3/4] w-20 shrink-0 overflow-hidden rounded-[3px] bg-surface-2 sm:w-24">
      {line.imageUrl ? (
        <img
          src={line.imageUrl}
          alt=""
          width={96}
          height={128}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : null}
    </span>
  );
  return (
    <li className="flex gap-4 py-5">
      {line.slug ? (
        <Link to={productPath(line.slug)} tabIndex={-1} aria-hidden="true">
          {picture}
        </Link>
      ) : (
        picture
      )}
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-display text-lg leading-snug [overflow-wrap:anywhere]">{line.name}</p>
          <p className="shrink-0 text-right tabular-nums">
            {formatRupees(line.total)}
            {line.listTotal ? (
              <span className="block text-xs text-muted">
                <span className="sr-only">{t('line.listPrice')}</span>
                <s>{formatRupees(line.listTotal)}</s>
                {line.quantity > 1 ? t('line.each') : ''}
              </span>
            ) : null}
          </p>
        </div>
        <p className="text-sm text-muted">
          {[variant, t('line.qty', { count: line.quantity })].filter(Boolean).join(' · ')}
        </p>
        {line.forName ? (
          <p className="text-sm font-medium text-gold">{t('line.for', { name: line.forName })}</p>
        ) : null}
        <RuleList rules={line.rules ?? []} />
        {line.isPreOrder ? (
          <p className="text-xs text-info">
            {line.preOrderEndDate
              ? t('line.preOrderShips', { date: formatLongDate(line.preOrderEndDate) })
              : t('line.preOrder')}
          </p>
        ) : null}
        {children}
      </div>
    </li>
  );
}
