/** What a scripted confirm (or cancel) does; the last behaviour of a script repeats. */
export declare const BEHAVIOURS: {
  readonly approve: 'approve';
  readonly decline: 'decline';
  readonly timeout: 'timeout';
  readonly serverError: '5xx';
  readonly alreadyProcessed: 'already-processed';
};
export type TossBehaviour = (typeof BEHAVIOURS)[keyof typeof BEHAVIOURS];

/** The public docs test keys (not tied to any account); the fake's defaults. */
export declare const DOCS_CLIENT_KEY: string;
export declare const DOCS_SECRET_KEY: string;

/** A Toss Payment object (version 2022-11-16), the fields the fake fills. */
export interface TossPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: 'READY' | 'IN_PROGRESS' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED' | 'EXPIRED';
  totalAmount: number;
  balanceAmount: number;
  approvedAt: string | null;
  cancels: Array<{ cancelAmount: number; cancelReason: string; canceledAt: string; transactionKey: string }> | null;
  failure: { code: string; message: string } | null;
  [field: string]: unknown;
}

export interface TossCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
  at: Date;
}

export interface TossTarget {
  orderId?: string;
  paymentKey?: string;
}

export interface RunningTossServer {
  /** http://127.0.0.1:<port>: the API's TOSS_API_URL. */
  url: string;
  port: number;
  secretKey: string;
  clientKey: string;
  /** paymentKey -> Payment. */
  payments: Map<string, TossPayment>;
  /** Every request received, in order (control calls included). */
  calls: TossCall[];
  /** Scripts the confirm calls of an order or paymentKey (default: approve). */
  script(target: TossTarget, ...behaviours: TossBehaviour[]): void;
  /** Scripts the cancel calls ('decline' and '5xx' both answer 500). */
  scriptCancel(target: TossTarget, ...behaviours: TossBehaviour[]): void;
  /** What the payment window does: an IN_PROGRESS payment for the order; returns its paymentKey. */
  authorize(input: { orderId: string; amount: number; orderName?: string; paymentKey?: string }): string;
  paymentOfOrder(orderId: string): TossPayment | undefined;
  confirmCalls(orderId?: string): TossCall[];
  cancelCalls(paymentKey?: string): TossCall[];
  close(): Promise<void>;
}

/**
 * Starts the fake on loopback. Defaults: a free port, the docs test keys, held ("timeout") answers sent after
 * 15 000 ms.
 */
export declare function startTossServer(options?: { port?: number; host?: string; secretKey?: string; clientKey?: string; timeoutMs?: number }): Promise<RunningTossServer>;
