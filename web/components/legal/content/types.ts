/**
 * Legal texts as data: one module per document, rendered by the one LegalDocument component on the
 * policy pages and inside the registration dialogs.
 */

/** A list item: plain text, or a short bold lead-in followed by its explanation. */
export type LegalListItem = string | { lead: string; text: string };

export type LegalBlock =
  /** A paragraph (a bare string is a paragraph too). */
  | string
  | { kind: 'list'; items: LegalListItem[]; ordered?: boolean }
  /** A highlighted sentence the reader should not miss. */
  | { kind: 'note'; text: string }
  /** Contact lines; `href` makes the value a link (mailto:, tel:, https:). */
  | { kind: 'contact'; items: { label: string; value: string; href?: string }[] };

export interface LegalSection {
  /** The anchor of the section: unique within its document, kebab-case. */
  id: string;
  heading: string;
  body: LegalBlock[];
}

export interface LegalDocumentContent {
  /** Stable key of the document, e.g. 'privacy-policy'. */
  id: string;
  title: string;
  /** The dated line under the title: "Effective date: 30/5/2025" or "Last updated: May 30, 2025". */
  effective: { label: string; display: string; iso: string };
  /** One sentence for the page description and link previews. */
  summary: string;
  /** Paragraphs before the first section. */
  intro: string[];
  sections: LegalSection[];
}
