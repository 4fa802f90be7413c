import { isApiError } from '@tablecrawler/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { hrefs } from '../../../shared/routes/routes';
import { PAYMENT_WINDOW_USER_CANCEL, paymentWindowErrorCode } from '../../../shared/services/payment-window';
import type { AppServices } from '../../../shared/services/services';
import { clearPendingOrder, savePendingOrder } from '../model/pending-order';
import type { PlanView } from '../model/plan.adapter';
import { requestOrder } from './request-order';

/** Why a checkout stopped before the payment window took over. */
export const CHECKOUT_FAILURES = {
  /** The order request failed: 'This item is currently unavailable for purchase.' (spec section 8). */
  unavailable: 'unavailable',
  /** The session ended (401 after the refresh attempt): sign in again. */
  signInRequired: 'signInRequired',
  /** The buyer closed the payment window: nothing to say. */
  cancelled: 'cancelled',
  /** The payment window could not open (script blocked, network). */
  windowFailed: 'windowFailed',
} as const;
export type CheckoutFailure = (typeof CHECKOUT_FAILURES)[keyof typeof CHECKOUT_FAILURES];

export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';
  constructor(
    readonly failure: CheckoutFailure,
    cause: unknown,
  ) {
    super(`checkout stopped: ${failure}`, { cause });
  }
}

type CheckoutServices = Pick<AppServices, 'api' | 'tabStorage' | 'paymentWindow'>;

/**
 * Spec section 4, payment: request the order, keep its id in sessionStorage, open the card payment window with the
 * client key and amount the server gave the order (price + VAT, computed there only), both redirects to `<origin>/payment-result`. The stored id is removed again if the window
 * does not take over.
 */
export async function startCheckout(services: CheckoutServices, plan: PlanView, origin: string): Promise<void> {
  let order;
  try {
    order = await requestOrder(services, plan.priceId);
  } catch (error) {
    throw new CheckoutError(isApiError(error) && error.status === 401 ? CHECKOUT_FAILURES.signInRequired : CHECKOUT_FAILURES.unavailable, error);
  }
  savePendingOrder(services.tabStorage, order.id);
  const resultUrl = new URL(hrefs.paymentResult(), origin).toString();
  try {
    await services.paymentWindow.requestCardPayment({
      clientKey: order.pg.clientKey,
      amount: order.pg.amount,
      orderId: order.pg.orderNo,
      orderName: order.pg.orderName,
      successUrl: resultUrl,
      failUrl: resultUrl,
    });
  } catch (error) {
    clearPendingOrder(services.tabStorage);
    throw new CheckoutError(paymentWindowErrorCode(error) === PAYMENT_WINDOW_USER_CANCEL ? CHECKOUT_FAILURES.cancelled : CHECKOUT_FAILURES.windowFailed, error);
  }
}

export function checkoutMutationOptions(services: CheckoutServices, origin: string) {
  return mutationOptions<void, CheckoutError, PlanView>({
    mutationFn: (plan) => startCheckout(services, plan, origin),
  });
}
