import { TRANSPORT_FAILURES, TransportFailure, type HttpTransport, type HttpTransportResponse } from '@tablecrawler/api-client';
import type { ExtensionPort } from '../../../platform/offscreen';
import { TRANSFER_PORT, isTransferEvent, type SendRequest } from '../model/transfer-protocol';
import type { TransferStore } from '../store/transfer-store';

export interface OffscreenTransportDeps {
  bodies: TransferStore;
  /** Opens the offscreen document if needed (resolves once it listens). */
  open(): Promise<void>;
  /** Closes it when no transfer is left. */
  close(): Promise<void>;
  connect(name: string): ExtensionPort;
  newId?: () => string;
}

/**
 * The worker's HTTP transport for uploads: the body (multipart, serialised here so the boundary is ours) goes to
 * IndexedDB, the offscreen document sends it with XMLHttpRequest and reports upload progress over a port. Only bytes
 * travel there: the token, the refresh and the queue's rules stay in the worker's api-client and queue.
 */
export function offscreenTransport(deps: OffscreenTransportDeps): HttpTransport {
  const newId = deps.newId ?? (() => crypto.randomUUID());
  let active = 0;
  // Once per worker, before its first body: a worker stopped mid-transfer never reached its cleanup.
  let leftovers: Promise<void> | undefined;
  return async (request) => {
    if (request.signal?.aborted) throw new TransportFailure(TRANSPORT_FAILURES.ABORTED, 'Request aborted');
    leftovers ??= deps.bodies.clear().catch((error: unknown) => console.error('[uploads] old transfer bodies not removed', error));
    await leftovers;
    const id = newId();
    const serialised = new Request(request.url, { method: request.method, body: request.body });
    // Sent as a header: a Blob's type is lower-cased (File API), which would break the multipart boundary.
    const contentType = serialised.headers.get('content-type') ?? '';
    await deps.bodies.put(id, await serialised.blob());
    active += 1;
    try {
      await deps.open();
      return await new Promise<HttpTransportResponse>((resolve, reject) => {
        const port = deps.connect(TRANSFER_PORT);
        let settled = false;
        const settle = (done: () => void): void => {
          if (settled) return;
          settled = true;
          request.signal?.removeEventListener('abort', onAbort);
          done();
        };
        const onAbort = (): void => {
          port.disconnect();
          settle(() => reject(new TransportFailure(TRANSPORT_FAILURES.ABORTED, 'Request aborted')));
        };
        request.signal?.addEventListener('abort', onAbort, { once: true });
        port.onDisconnect(() => settle(() => reject(new TransportFailure(TRANSPORT_FAILURES.NETWORK, 'The offscreen document went away'))));
        port.onMessage((message) => {
          if (!isTransferEvent(message)) return;
          if (message.type === 'progress') request.onUploadProgress?.(message.loaded, message.total);
          else if (message.type === 'answer') settle(() => resolve({ status: message.status, headers: message.headers, body: message.body }));
          else if (message.type === 'failed') settle(() => reject(new TransportFailure(message.kind, message.message)));
          if (settled) port.disconnect();
        });
        const send: SendRequest = {
          type: 'send',
          id,
          method: request.method,
          url: request.url,
          headers: { ...request.headers, 'Content-Type': contentType },
          timeoutMs: request.timeoutMs,
          withCredentials: request.withCredentials,
        };
        port.postMessage(send);
      });
    } finally {
      active -= 1;
      await deps.bodies.remove(id).catch((error: unknown) => console.error('[uploads] transfer body not removed', error));
      if (active === 0) await deps.close().catch((error: unknown) => console.error('[uploads] offscreen document not closed', error));
    }
  };
}
