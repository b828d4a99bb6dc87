export const TEMPLATE_DB = 'roslis_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
  }
}
