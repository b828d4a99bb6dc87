import { registerCatalogue } from '../../lib/i18n';
import english from '../../locales/en/home.json';

/** The home page's words, registered with the home page's code (its islands' chunks too). */
export const HOME = registerCatalogue('home', english);

/** The generated garments the home page shows by name, by their picture's id (`pictures.garments`). */
export type GarmentKey = keyof typeof english.pictures.garments;
export const GARMENT_NAMES = english.pictures.garments;
