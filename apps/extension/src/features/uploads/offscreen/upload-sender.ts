import { onPortConnect, type ExtensionPort } from '../../../platform/offscreen';
import { ALIVE_INTERVAL_MS, TRANSFER_PORT, isSendRequest, parseResponseHeaders, type TransferEvent } from '../model/transfer-protocol';
import { createTransferStore, type TransferStore } from '../store/transfer-store';

/**
 * The offscreen document's side of an upload: reads the body the worker stored, sends it with XMLHttpRequest (the
 * one browser API that reports upload progress over HTTP/1.1) and reports progress and the answer. It decides
 * nothing: retries, refusals and the token belong to the worker. A disconnect from the worker aborts the request.
 */
export function serveTransfer(port: ExtensionPort, bodies: TransferStore): void {
  const xhr = new XMLHttpRequest();
  let done = false;
  const post = (event: TransferEvent): void => {
    if (done) return;
    if (event.type === 'answer' || event.type === 'failed') {
      done = true;
      clearInterval(alive);
    }
    port.postMessage(event);
  };
  const alive = setInterval(() => post({ type: 'alive' }), ALIVE_INTERVAL_MS);
  port.onDisconnect(() => {
    done = true;
    clearInterval(alive);
    xhr.abort();
  });
  port.onMessage((message) => {
    if (!isSendRequest(message)) return;
    void (async () => {
      const body = await bodies.get(message.id);
      if (done) return;
      if (!body) return post({ type: 'failed', kind: 'network', message: 'The request body is not in IndexedDB' });
      xhr.open(message.method, message.url);
      for (const [name, value] of Object.entries(message.headers)) xhr.setRequestHeader(name, value);
      xhr.timeout = message.timeoutMs;
      xhr.withCredentials = message.withCredentials;
      xhr.upload.onprogress = (event) => post({ type: 'progress', loaded: event.loaded, total: event.lengthComputable ? event.total : body.size });
      xhr.onload = () => post({ type: 'answer', status: xhr.status, headers: parseResponseHeaders(xhr.getAllResponseHeaders()), body: xhr.responseText });
      xhr.onerror = () => post({ type: 'failed', kind: 'network', message: 'Network Error' });
      xhr.ontimeout = () => post({ type: 'failed', kind: 'timeout', message: 'timeout exceeded' });
      xhr.onabort = () => post({ type: 'failed', kind: 'aborted', message: 'Request aborted' });
      xhr.send(body);
    })().catch((error: unknown) => post({ type: 'failed', kind: 'network', message: error instanceof Error ? error.message : String(error) }));
  });
}

/** Serves every upload the worker hands over (called once by the offscreen document's entry). */
export function serveUploadTransfers(bodies: TransferStore = createTransferStore()): void {
  onPortConnect(TRANSFER_PORT, (port) => serveTransfer(port, bodies));
}
