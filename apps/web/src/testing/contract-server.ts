import { type CallBody, Code, type EndpointName, EXAMPLES, endpoints, Msg, type Reply, urlOf } from '@svc/contract';
import { vi } from 'vitest';

const examples: Partial<Record<EndpointName, { body?: unknown; reply?: unknown }>> = EXAMPLES;
type Answer<K extends EndpointName> = Reply<(typeof endpoints)[K]>;
/** An error reply the server gives (a refusal the contract's schemas cannot know: a state, a race). */
export class Refusal {
  constructor(
    readonly status: number,
    readonly body: { status: number; message: string; issues?: { path: string; message: string }[] },
  ) {}
}
/** A test's own reply for a call, in place of the contract's example: fixed, or made from the call's body. */
export type Answers = {
  [K in EndpointName]?: Answer<K> | Refusal | ((body: CallBody<K>) => Answer<K> | Refusal);
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The JSON calls; files (uploads, reads) have addresses with parameters and no example.
const byAddress = new Map(
  Object.values(endpoints)
    .filter((e) => !e.path.includes(':'))
    .map((e) => [`${e.method} ${urlOf(e)}`, e]),
);

/**
 * The server as the contract describes it, at the browser's fetch: a call's body is checked by the
 * endpoint's schema as the server checks it (a refused body answers 400 with its issues, as the server's
 * error handler does), and the reply is the contract's example of the call, or the test's own. Every
 * call is kept, so a test can read what a screen sent.
 */
export function serveContractExamples(answers: Answers = {}) {
  const calls: { name: EndpointName; body: unknown }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const endpoint = byAddress.get(`${init?.method ?? 'GET'} ${address}`);
    if (!endpoint) return json(404, { status: Code.notFound, message: 'Not found' });
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ name: endpoint.name, body });
    const parsed = endpoint.body?.safeParse(body);
    if (parsed && !parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return json(400, { status: Code.badRequest, message: Msg.badRequest, issues });
    }
    const answer = answers[endpoint.name];
    const reply =
      typeof answer === 'function'
        ? (answer as (b: unknown) => unknown)(parsed?.data ?? body)
        : (answer ?? examples[endpoint.name]?.reply);
    if (reply === undefined) throw new Error(`the contract has no example reply of ${endpoint.name}`);
    if (reply instanceof Refusal) return json(reply.status, reply.body);
    return json(200, reply);
  };
  vi.stubGlobal('fetch', vi.fn(fetch));
  return {
    calls,
    /** The bodies the screen sent to one call, in order. */
    bodiesOf: (name: EndpointName) => calls.filter((c) => c.name === name).map((c) => c.body),
  };
}
