import type { Colour } from './profile-form';

/** What each colour choice looks like in its chip (every option of COLOUR_OPTIONS, checked by type). */
export const COLOUR_SWATCHES: Record<Colour, string> = {
  Black: '#1a1a1a',
  White: '#ffffff',
  Beige: '#d9c7a7',
  Navy: '#1f2f57',
  Grey: '#8a8d91',
  Brown: '#6e4a2f',
  Green: '#2f6b46',
  Blue: '#3569b5',
  Red: '#b3262e',
  Pink: '#e59ab5',
  Purple: '#6d4a9c',
  Yellow: '#e8c547',
  Orange: '#e07b32',
};
