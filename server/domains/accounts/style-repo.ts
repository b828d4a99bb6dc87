import { sql } from 'drizzle-orm';
import { type MemberStyle, memberStyle } from '../../../contracts/profile.ts';
import { profiles } from '../../db/schema/index.ts';

/**
^ * The member's style column (`profiles.style`, one shape: contracts/profile.ts `memberStyle`). Each writer
 * (the registration wizard, the Edit Profile form) saves only its own fields: the patch is checked with
 * the contract first, a new row gets the whole shape, an existing one has those fields replaced.
 */
export function styleWrite(patch: Partial<MemberStyle>) {
  const checked = memberStyle.partial().parse(patch);
  return {
    /** The value for a new profile row. */
    insert: memberStyle.parse(checked),
    /** The value for an existing row: its other fields stay, and any it lacks ('{}') are filled. */
    update: sql`${JSON.stringify(memberStyle.parse({}))}::jsonb || ${profiles.style} || ${JSON.stringify(checked)}::jsonb`,
  };
}

/** A stored style read through the contract (absent fields read as empty), never failing. */
export function readStyle(stored: unknown): MemberStyle {
  const parsed = memberStyle.safeParse(stored ?? {});
  return parsed.success ? parsed.data : memberStyle.parse({});
}
