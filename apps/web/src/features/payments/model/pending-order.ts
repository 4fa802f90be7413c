/** sessionStorage key of the order id kept between checkout and /payment-result (spec sections 3 and 4). */
export const PENDING_ORDER_KEY = 'payments.orderId';

export function savePendingOrder(storage: Storage, orderId: string): void {
  storage.setItem(PENDING_ORDER_KEY, orderId);
}

/** The stored order id, or null when this tab started no checkout. */
export function readPendingOrder(storage: Storage): string | null {
  const value = storage.getItem(PENDING_ORDER_KEY);
  return value === null || value === '' ? null : value;
}

export function clearPendingOrder(storage: Storage): void {
  storage.removeItem(PENDING_ORDER_KEY);
}
