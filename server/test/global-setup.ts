import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { TEMPLATE_DB } from './paths.ts';

/**
 * Migrate once per test run: on PGlite into a data-directory snapshot that every test database
 * starts from; on PostgreSQL (TEST_DATABASE_URL) into a template database that each test clones.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ kind: 'postgres', url: target.toString(), max: 1 });
    await database.migrate();
    await database.close();
    project.provide('templateDump', '');
    return;
  }
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'roslis-test-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
