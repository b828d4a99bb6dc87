import { RotateCcw, Truck } from 'lucide-react';
import { FREE_SHIPPING_NOTE } from '../../../../lib/shipping';
import { RETURNS_NOTE } from './labels';

/** The product page's two notes under its panel, for members and visitors alike: shipping and returns. */
export function ShopNotes() {
  return (
    <ul className="grid gap-3 border-t border-border pt-5 text-sm sm:grid-cols-2">
      <li className="flex items-center gap-3">
        <Truck aria-hidden="true" className="size-5 shrink-0 text-gold" />
        {FREE_SHIPPING_NOTE}
      </li>
      <li className="flex items-center gap-3">
        <RotateCcw aria-hidden="true" className="size-5 shrink-0 text-gold" />
        {RETURNS_NOTE}
      </li>
    </ul>
  );
}
