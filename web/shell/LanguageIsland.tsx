import { LanguageSwitch } from './LanguageSwitch';

/**
 * The footer's language switch, an island of the public pages (web/app/islands.ts). A module of its
 * own: the switch is also in the header's menu, so it would otherwise share a chunk the islands'
 * manifest does not name.
 */
export function LanguageIsland() {
  return <LanguageSwitch name="roslis-language-footer" />;
}
