import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A JSON answer, or bytes (`raw`, with their content type) as a media download answers. */
export type Handler = (
  req: http.IncomingMessage,
  body: string,
) => Promise<{ status: number; json?: unknown; raw?: Buffer; contentType?: string }>;

/** An HTTP server on 127.0.0.1 answering JSON; port 0 picks a free one. */
export async function listen(port: number, handle: Handler) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
    });
    req.on('end', () => {
      handle(req, body)
        .then(({ status, json, raw, contentType }) => {
          if (raw) {
            res.writeHead(status, { 'content-type': contentType ?? 'application/octet-stream' });
            return res.end(raw);
          }
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(json));
        })
        .catch((err: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: String(err) }));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Posts a webhook the way the providers do: an app that is down or answers 5xx gets it again later (Meta
 * retries for days; here a few times over some seconds). Answers the app's last status, 0 if never reached.
 */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  // 12 tries: 16.5 s of retries covers an app restarting under a loaded CI machine (8 tries, 7 s, lost one).
  tries = 12,
): Promise<number> {
  let status = 0;
  for (let i = 0; i < tries; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 250 * i));
    try {
      const res = await fetch(url, { method: 'POST', headers, body });
      await res.text();
      status = res.status;
    } catch {
      status = 0;
    }
    if (status !== 0 && status < 500) return status;
  }
  return status;
}
