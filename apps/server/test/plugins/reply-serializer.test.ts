import { type Endpoint, endpoints } from '@svc/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EXAMPLES } from '../../src/features/api-docs/examples';
import { replySerializerCompiler } from '../../src/plugins/reply-serializer';

const write = (schema: z.ZodType) =>
  replySerializerCompiler({ schema, method: 'POST', url: '/x', httpPart: 'response' } as never);
const all = Object.entries(endpoints) as [keyof typeof EXAMPLES, Endpoint][];

describe('the compiled reply writer', () => {
  it("writes every call's example reply as the zod schema reads it, and leaves out what the schema does not name", () => {
    let checked = 0;
    for (const [name, e] of all) {
      const reply = (EXAMPLES[name] as { reply?: Record<string, unknown> } | undefined)?.reply;
      if (!e.reply || !reply) continue;
      const written = JSON.parse(write(e.reply)({ ...reply, password_hash: 'x', customer_id: 'another' }));
      expect(written, name).toEqual(e.reply.parse(reply));
      expect(written, name).not.toHaveProperty('password_hash');
      checked += 1;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('compiles the error replies of every call too', () => {
    for (const [name, e] of all) {
      for (const schema of Object.values(e.errors ?? {})) expect(() => write(schema as z.ZodType), name).not.toThrow();
    }
  });

  it('writes nulls, nested lists and numbers as they are, and refuses a reply that lacks a required field', () => {
    const list = endpoints.listRequests.reply as z.ZodType;
    const reply = {
      statusFlag: 0,
      message: 'OK',
      requestrepair_list: [
        {
          req_code: 'RR-2026-000001',
          created_at: '2026-11-23T10:15:00.000Z',
          item_count: 3,
          group: 'pending',
          courier_name: 'DTDC',
          docket_number: 'D1',
          customer_name: 'Kaveri "Traders" <Chennai>',
          customer_code: 'C000001',
          total: 1234.5,
          promise: null,
          unread_messages: 2,
          raised_by_colleague: null,
          extra: 'dropped',
        },
      ],
      next_cursor: null,
      working_day_minutes: 540,
    };
    const written = JSON.parse(write(list)(reply));
    expect(written.next_cursor).toBeNull();
    expect(written.requestrepair_list[0].customer_name).toBe('Kaveri "Traders" <Chennai>');
    expect(written.requestrepair_list[0]).not.toHaveProperty('extra');
    expect(() => write(list)({ statusFlag: 0, message: 'OK', next_cursor: null })).toThrow(/requestrepair_list/);
  });

  it('writes a null enum inside a nullable object (a booking with no stage yet)', () => {
    const schema = z.object({ box: z.object({ stage: z.enum(['booked', 'picked_up']).nullable() }).nullable() });
    expect(JSON.parse(write(schema)({ box: { stage: null } }))).toEqual({ box: { stage: null } });
    expect(JSON.parse(write(schema)({ box: { stage: 'booked' } }))).toEqual({ box: { stage: 'booked' } });
    expect(JSON.parse(write(schema)({ box: null }))).toEqual({ box: null });
  });
});
