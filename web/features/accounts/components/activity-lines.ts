import type { CardLife, Points } from '#contracts/membership';
import { formatDate, formatMonthYear } from '../../../lib/format';
import english from '../../../locales/en/accounts.json';
import type { AccountsT } from './membership-labels';

type PointLine = Points['activity'][number];
type CardLine = CardLife['events'][number];

/** One line of the Membership Activity, in the language shown. */
export interface ActivityRow {
  id: string;
  label: string;
  note: string | null;
  at: string;
  points: number | null;
}

const NOTES = english.membership.lines.notes;
const isNoteKey = (key: string | null): key is keyof typeof NOTES => key !== null && key in NOTES;

/**
 * A line's note from its key and params (a month or a day comes as an ISO date and is written here);
 * the server's English when the note has no key this catalogue knows.
 */
function noteOf(t: AccountsT, line: PointLine | CardLine): string | null {
  if (!isNoteKey(line.key)) return line.note;
  const params: Record<string, string | number> = { ...line.params };
  if (typeof params.month === 'string') params.month = formatMonthYear(params.month);
  if (typeof params.until === 'string') params.until = formatDate(params.until);
  return t(`membership.lines.notes.${line.key}`, params);
}

/** Points and the card's own history (reminders, re-entry, renewals) in one list, newest first. */
export function activityRows(t: AccountsT, points: PointLine[], events: CardLine[]): ActivityRow[] {
  return [
    ...points.map((p) => ({
      id: `${p.kind}-${p.at}-${p.points}`,
      label: t(`membership.lines.points.${p.kind}`),
      note: noteOf(t, p),
      at: p.at,
      points: p.points,
    })),
    ...events.map((e) => ({
      id: `${e.kind}-${e.at}`,
      label: t(`membership.lines.card.${e.kind}`),
      note: noteOf(t, e),
      at: e.at,
      points: null,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
}
