/**
 * The PostgreSQL template every test database is cloned from. One per checkout at a time: two suites run
 * side by side (two worktrees) each set their own TEST_TEMPLATE_DB, or they would drop each other's.
 */
export const TEMPLATE_DB = templateName(process.env.TEST_TEMPLATE_DB);

function templateName(value: string | undefined): string {
  if (!value) return 'roslis_test_template';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value)) {
    throw new Error(`TEST_TEMPLATE_DB must be a lower-case identifier (letters, digits, _): ${value}`);
  }
  return value;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
  }
}
