import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
const SIMPLE = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * `anyOf: [{ type: 'string', … }, { type: 'null' }]` (zod's `.nullable()`) as `type: ['string', 'null']`:
 * fast-json-stringify then writes the value directly instead of testing each branch with a validator.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = simplify(v);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string' && SIMPLE.has(other.type)) {
      const { anyOf: _, ...rest } = out;
      // A nullable enum keeps null among its values: inside a branch fast-json-stringify checks (a nullable
      // object holding it), a null would otherwise fail the check and the reply with it.
      const values = Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {};
      return { ...rest, ...other, ...values, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema fast-json-stringify compiles from a reply's zod schema (what the reply holds, not what it accepts). */
function replyJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' });
  return simplify(json) as JsonSchema;
}

/**
 * Replies written by a function compiled once per route from its reply schema (decision 028), instead of
 * checking each reply against the zod schema and then JSON.stringify: a tenth of the server's time on a
 * list. Only the properties the schema names are written, so a field a handler passes by mistake (a
 * hash, another customer's code) never leaves the server. The handlers' replies are type-checked against
 * the same schemas, and a test writes every call's example reply through it.
 */
export const replySerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(replyJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
