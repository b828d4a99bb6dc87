import type { PricedLine } from '../pricing/service.ts';
import { gstRatePercent, includedTax } from './views.ts';

/**
 * An order line's figures from the pricing step: the list price, the rules applied (kept as they were,
 * so a later change of a rule never changes a placed order), the total, and the GST inside it. GST
 * follows the price a piece is sold at: the month's pick at its own rate, the other pieces at theirs.
 */
export function lineFigures(line: PricedLine) {
  const rulesPaise = line.rules.reduce((n, r) => n + r.amountPaise, 0);
  const pickPiece =
    line.pickUnitPaise === null ? null : line.lineTotalPaise - line.unitPricePaise * (line.quantity - 1);
  const others = line.lineTotalPaise - (pickPiece ?? 0);
  const otherRate = gstRatePercent(line.unitPricePaise);
  const pickRate = pickPiece === null ? otherRate : gstRatePercent(pickPiece);
  const taxPaise =
    includedTax(others, otherRate) + (pickPiece === null ? 0 : includedTax(pickPiece, pickRate));
  return {
    unitPricePaise: line.listPricePaise,
    rules: line.rules,
    rulesPaise,
    lineTotalPaise: line.lineTotalPaise,
    taxRatePercent: line.quantity > 1 || pickPiece === null ? otherRate : pickRate,
    taxPaise,
  };
}
