import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** The port over which the worker hands one upload to the offscreen document (docs/decisions.md 51). */
export const TRANSFER_PORT = 'uploads.transfer';
/** The offscreen document (built from src/offscreen/index.html). */
export const OFFSCREEN_PATH = 'src/offscreen/index.html';
/** How often the document says it is still sending, so that a stalled upload does not let Chrome stop the worker (30 s idle). */
export const ALIVE_INTERVAL_MS = 20_000;

const Headers = Type.Record(Type.String(), Type.String());

/** Worker → document: send the body stored under `id` (the worker aborts by disconnecting). */
export const SendRequest = Type.Object({
  type: Type.Literal('send'),
  id: Type.String({ minLength: 1 }),
  method: Type.String({ minLength: 1 }),
  url: Type.String({ minLength: 1 }),
  headers: Headers,
  timeoutMs: Type.Integer({ minimum: 0 }),
  withCredentials: Type.Boolean(),
});
export type SendRequest = Static<typeof SendRequest>;

/** Document → worker: progress, a heartbeat, the HTTP answer (any status) or a failure without one. */
export const TransferEvent = Type.Union([
  Type.Object({ type: Type.Literal('progress'), loaded: Type.Number({ minimum: 0 }), total: Type.Number({ minimum: 0 }) }),
  Type.Object({ type: Type.Literal('alive') }),
  Type.Object({ type: Type.Literal('answer'), status: Type.Integer(), headers: Headers, body: Type.String() }),
  Type.Object({ type: Type.Literal('failed'), kind: Type.Union([Type.Literal('network'), Type.Literal('timeout'), Type.Literal('aborted')]), message: Type.String() }),
]);
export type TransferEvent = Static<typeof TransferEvent>;

export const isSendRequest = (value: unknown): value is SendRequest => Value.Check(SendRequest, value);
export const isTransferEvent = (value: unknown): value is TransferEvent => Value.Check(TransferEvent, value);

/** `getAllResponseHeaders()` text as a record of lower-case names. */
export function parseResponseHeaders(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of raw.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    out[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return out;
}
