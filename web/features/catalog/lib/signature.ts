/** The label on a Signature piece's card and page. */
export const SIGNATURE_LABEL = 'Signature';

/** What the Signature listing says of the line is the catalogue's `signature.lede` (its run from the card's rules). */
