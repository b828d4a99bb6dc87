import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * The contract's JSON schema in the plain form fast-json-stringify compiles to straight-line code:
 * `anyOf: [X, null]` (zod's nullable) becomes X with `type: [X.type, 'null']`, and the validation-only
 * keywords go (the data is ours and typed; the serializer writes, it does not check).
 */
function plain(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plain);
  if (!node || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nonNull = anyOf.filter((s) => s.type !== 'null');
    if (nonNull.length === 1 && typeof nonNull[0]!.type === 'string') {
      const inner = plain(nonNull[0]) as JsonSchema;
      return { ...inner, type: [inner.type, 'null'] };
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (['$schema', 'pattern', 'format', 'minimum', 'maximum', 'maxItems', 'minItems', 'enum'].includes(key))
      continue;
    if (key === 'properties') {
      out[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, plain(v)]));
    } else out[key] = plain(value);
  }
  return out;
}

/**
 * A compiled JSON writer for a contract's output schema (fast-json-stringify, as Fastify's own
 * response serializer): several times faster than JSON.stringify after a zod parse, and it writes
 * only the properties the contract names.
 */
export function compileSerializer<T extends z.ZodType>(schema: T): (value: z.output<T>) => string {
  const json = plain(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }));
  return fastJson(json as Parameters<typeof fastJson>[0]) as (value: z.output<T>) => string;
}
