import { COLOUR_SWATCHES, type Colour } from '#contracts/constants';

/**
 * The dot that shows one colour of the style vocabulary (contracts/style.ts), beside its name in a chip
 * or a summary; decorative, so hidden from assistive technology. Size and ring come from `className`.
 */
export function ColourSwatch({ colour, className }: { colour: Colour; className: string }) {
  return <span aria-hidden="true" className={className} style={{ background: COLOUR_SWATCHES[colour] }} />;
}
