import { CARD_RULE_DEFAULTS } from '#contracts/card-rules';

/** The label on a Signature piece's card and page. */
export const SIGNATURE_LABEL = 'Signature';

/** What the Signature listing says of the line (its run and Platinum's waiver, from the card's rules). */
export const SIGNATURE_LEDE = `Our most personal line, made in runs of 1 to ${CARD_RULE_DEFAULTS.signatureRunMax} pieces and never repeated. A Signature purchase in the year waives Platinum's yearly fee.`;
