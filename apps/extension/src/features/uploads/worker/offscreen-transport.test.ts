import { TRANSPORT_FAILURES, TransportFailure, type HttpTransportRequest } from '@tablecrawler/api-client';
import { IDBFactory } from 'fake-indexeddb';
import type { ExtensionPort } from '../../../platform/offscreen';
import { TRANSFER_PORT, isSendRequest, type SendRequest, type TransferEvent } from '../model/transfer-protocol';
import { createTransferStore, type TransferStore } from '../store/transfer-store';
import { offscreenTransport } from './offscreen-transport';

/** Both ends of a runtime port in memory: messages are JSON-copied as Chrome does; a disconnect tells only the other end. */
function portPair(): [ExtensionPort, ExtensionPort] {
  const make = () => ({ messages: [] as ((m: unknown) => void)[], disconnects: [] as (() => void)[], open: true });
  const a = make();
  const b = make();
  const end = (self: ReturnType<typeof make>, other: ReturnType<typeof make>): ExtensionPort => ({
    postMessage: (m) => {
      if (!self.open) throw new Error('disconnected port');
      const copy: unknown = JSON.parse(JSON.stringify(m));
      queueMicrotask(() => other.open && other.messages.forEach((l) => l(copy)));
    },
    onMessage: (l) => void self.messages.push(l),
    onDisconnect: (l) => void self.disconnects.push(l),
    disconnect: () => {
      if (!self.open) return;
      self.open = other.open = false;
      queueMicrotask(() => other.disconnects.forEach((l) => l()));
    },
  });
  return [end(a, b), end(b, a)];
}

interface Harness {
  bodies: TransferStore;
  opened: number;
  closed: number;
  /** The document's end of each port, with the send request it received. */
  documents: { port: ExtensionPort; send: Promise<SendRequest>; disconnected: Promise<void> }[];
  transport: ReturnType<typeof offscreenTransport>;
}

function harness(): Harness {
  const h: Harness = { bodies: createTransferStore(new IDBFactory()), opened: 0, closed: 0, documents: [], transport: undefined as never };
  let n = 0;
  h.transport = offscreenTransport({
    bodies: h.bodies,
    open: async () => void (h.opened += 1),
    close: async () => void (h.closed += 1),
    newId: () => `t${++n}`,
    connect: (name) => {
      expect(name).toBe(TRANSFER_PORT);
      const [worker, document] = portPair();
      const send = new Promise<SendRequest>((resolve) => document.onMessage((m) => isSendRequest(m) && resolve(m)));
      const disconnected = new Promise<void>((resolve) => document.onDisconnect(resolve));
      h.documents.push({ port: document, send, disconnected });
      return worker;
    },
  });
  return h;
}

const request = (over: Partial<HttpTransportRequest> = {}): HttpTransportRequest => {
  const body = new FormData();
  body.append('host', 'example.com');
  body.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 't.csv');
  return { method: 'POST', url: 'http://localhost:3000/products/v1/service/files', headers: { Authorization: 'Bearer a1', 'Idempotency-Key': 'k1' }, body, timeoutMs: 60_000, withCredentials: false, ...over };
};

const post = (port: ExtensionPort, event: TransferEvent): void => port.postMessage(event);

describe('the offscreen transport (worker side)', () => {
  it('hands the serialised body over, maps progress to bytes sent, resolves with the answer and cleans up', async () => {
    const h = harness();
    await h.bodies.put('left-by-a-stopped-worker', new Blob(['x'.repeat(1000)]));
    const progress: [number, number][] = [];
    const answer = h.transport(request({ onUploadProgress: (loaded, total) => progress.push([loaded, total]) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const doc = h.documents[0];
    if (!doc) throw new Error('no port opened');
    const send = await doc.send;
    expect(send).toMatchObject({ type: 'send', id: 't1', method: 'POST', url: 'http://localhost:3000/products/v1/service/files', timeoutMs: 60_000 });
    expect(send.headers).toMatchObject({ Authorization: 'Bearer a1', 'Idempotency-Key': 'k1' });
    // The boundary keeps its case in the header (a Blob's own type is lower-cased).
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(send.headers['Content-Type'] ?? '')?.[1] ?? '';
    const stored = await h.bodies.get(send.id);
    const text = (await stored?.text()) ?? '';
    expect(text.startsWith(`--${boundary}\r\n`)).toBe(true);
    expect(text).toContain('a,b\n1,2\n');

    post(doc.port, { type: 'progress', loaded: 100, total: 400 });
    post(doc.port, { type: 'alive' });
    post(doc.port, { type: 'progress', loaded: 400, total: 400 });
    post(doc.port, { type: 'answer', status: 201, headers: { 'content-type': 'application/json' }, body: '{"data":{"id":"f1"}}' });

    await expect(answer).resolves.toEqual({ status: 201, headers: { 'content-type': 'application/json' }, body: '{"data":{"id":"f1"}}' });
    expect(progress).toEqual([[100, 400], [400, 400]]);
    expect(await h.bodies.get(send.id)).toBeUndefined();
    expect(await h.bodies.get('left-by-a-stopped-worker')).toBeUndefined();
    expect([h.opened, h.closed]).toEqual([1, 1]);
    await doc.disconnected;
  });

  it('reports a failure without an answer with its kind, and a document that goes away as a network failure', async () => {
    const h = harness();
    const timedOut = h.transport(request());
    await new Promise((resolve) => setTimeout(resolve, 50));
    post(h.documents[0]?.port as ExtensionPort, { type: 'failed', kind: 'timeout', message: 'timeout exceeded' });
    await expect(timedOut).rejects.toMatchObject({ name: 'TransportFailure', kind: TRANSPORT_FAILURES.TIMEOUT });

    const gone = h.transport(request());
    await new Promise((resolve) => setTimeout(resolve, 50));
    h.documents[1]?.port.disconnect();
    await expect(gone).rejects.toEqual(new TransportFailure(TRANSPORT_FAILURES.NETWORK, 'The offscreen document went away'));
    expect(h.closed).toBe(2);
  });

  it('aborts by disconnecting the port when the signal fires, and never starts for an aborted signal', async () => {
    const h = harness();
    const controller = new AbortController();
    const pending = h.transport(request({ signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: TRANSPORT_FAILURES.ABORTED });
    await h.documents[0]?.disconnected;

    await expect(h.transport(request({ signal: controller.signal }))).rejects.toMatchObject({ kind: TRANSPORT_FAILURES.ABORTED });
    expect(h.documents).toHaveLength(1);
  });
});
