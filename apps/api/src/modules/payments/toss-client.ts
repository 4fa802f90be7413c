import type { TossConfig } from '../../config';

/** The fields of a Toss Payment object (version 2022-11-16) the payments module reads. */
export interface TossPayment {
  paymentKey: string;
  orderId: string;
  status: 'READY' | 'IN_PROGRESS' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED' | 'EXPIRED';
  totalAmount: number;
  balanceAmount: number;
  currency: string;
  cancels: Array<{ cancelAmount: number; cancelReason: string; transactionKey: string }> | null;
}

/**
 * The outcome of one call: `ok` with the Payment, `rejected` with Toss's `{code, message}` and HTTP status, or
 * `unreachable` (timeout, connection failure, unreadable answer): Toss may or may not have acted.
 */
export type TossResult =
  | { kind: 'ok'; payment: TossPayment }
  | { kind: 'rejected'; status: number; code: string; message: string }
  | { kind: 'unreachable'; reason: string };

export const TOSS_CODES = {
  alreadyProcessed: 'ALREADY_PROCESSED_PAYMENT',
  alreadyCanceled: 'ALREADY_CANCELED_PAYMENT',
  notFoundPayment: 'NOT_FOUND_PAYMENT',
  providerError: 'PROVIDER_ERROR',
} as const;

/** A rejection Toss says may succeed later (5xx, PROVIDER_ERROR): the order stays pending. */
export const isTransient = (result: TossResult): boolean =>
  result.kind === 'unreachable' || (result.kind === 'rejected' && (result.status >= 500 || result.code === TOSS_CODES.providerError));

export interface TossClient {
  confirm(input: { paymentKey: string; orderId: string; amount: number }, idempotencyKey: string): Promise<TossResult>;
  /** Cancels `cancelAmount` (the whole balance when omitted). */
  cancel(paymentKey: string, input: { cancelReason: string; cancelAmount?: number }, idempotencyKey: string): Promise<TossResult>;
  byOrderId(orderId: string): Promise<TossResult>;
  byPaymentKey(paymentKey: string): Promise<TossResult>;
}

function isPayment(value: unknown): value is TossPayment {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['paymentKey'] === 'string' && typeof v['orderId'] === 'string' && typeof v['status'] === 'string' && typeof v['totalAmount'] === 'number' && typeof v['balanceAmount'] === 'number';
}

/** Toss Core API v1 over fetch: Basic auth with the secret key, an Idempotency-Key on POSTs, `timeoutMs` per call. */
export function createTossClient(config: TossConfig): TossClient {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: object, idempotencyKey?: string): Promise<TossResult> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      // DOMException (the timeout) is not an Error in every realm: read the fields, not the prototype.
      const { name, message } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; message?: unknown };
      return { kind: 'unreachable', reason: name === 'TimeoutError' ? `timeout after ${config.timeoutMs} ms` : `network: ${typeof message === 'string' ? message : String(error)}` };
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return { kind: 'unreachable', reason: `unreadable answer (HTTP ${response.status})` };
    }
    if (response.ok) return isPayment(json) ? { kind: 'ok', payment: json } : { kind: 'unreachable', reason: 'answer is not a Payment object' };
    const error = (typeof json === 'object' && json !== null ? json : {}) as { code?: unknown; message?: unknown };
    return {
      kind: 'rejected',
      status: response.status,
      code: typeof error.code === 'string' ? error.code : `HTTP_${response.status}`,
      message: typeof error.message === 'string' ? error.message : '',
    };
  }

  return {
    confirm: (input, key) => call('POST', '/v1/payments/confirm', input, key),
    cancel: (paymentKey, input, key) => call('POST', `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, input, key),
    byOrderId: (orderId) => call('GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`),
    byPaymentKey: (paymentKey) => call('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`),
  };
}
