import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { knownDevices } from '../../db/schema/index.ts';

/** Mark a known device seen; whether the user had it (a row was updated). */
export async function touchDevice(db: DbOrTx, userId: string, deviceHash: string, now: Date) {
  const rows = await db
    .update(knownDevices)
    .set({ lastSeenAt: now })
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
    .returning({ userId: knownDevices.userId });
  return rows.length > 0;
}

export async function hasDevice(db: DbOrTx, userId: string, deviceHash: string) {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
    .limit(1);
  return Boolean(row);
}

export async function hasAnyDevice(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** Add a device; false when another request added it first (so only one of them tells the owner). */
export async function insertDevice(
  db: DbOrTx,
  values: { userId: string; deviceHash: string; device: string; now: Date },
) {
  const rows = await db
    .insert(knownDevices)
    .values({
      userId: values.userId,
      deviceHash: values.deviceHash,
      device: values.device,
      firstSeenAt: values.now,
      lastSeenAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId });
  return rows.length > 0;
}

export function listDevices(db: DbOrTx, userId: string) {
  return db.select().from(knownDevices).where(eq(knownDevices.userId, userId));
}
