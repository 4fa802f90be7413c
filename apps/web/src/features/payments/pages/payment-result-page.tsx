import { css } from '@emotion/react';
import { PAYMENT_STATUSES } from '@tablecrawler/contract';
import { buttonStyles, theme } from '@tablecrawler/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { Page } from '../../../shared/page/page';
import { useServices } from '../../../shared/services/services-context';
import { cancelPaymentMutationOptions } from '../api/cancel-payment';
import { verifyPaymentMutationOptions } from '../api/verify-payment';
import { PAYMENT_RESULT, readPaymentReturn, type PaymentResult } from '../model/payment-return.adapter';
import { clearPendingOrder, readPendingOrder } from '../model/pending-order';

const panelStyles = css`
  display: grid;
  justify-items: center;
  gap: ${theme.spacing(4)};
  min-height: 200px;
  padding: ${theme.spacing(10)} ${theme.spacing(6)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  text-align: center;
`;

const headlineStyles = (result: PaymentResult) => css`
  font-size: ${theme.fontSizes.xl};
  font-weight: 800;
  color: ${result === PAYMENT_RESULT.success ? theme.colors.success : result === PAYMENT_RESULT.failure ? theme.colors.danger : theme.colors.text};
`;

const bodyStyles = css`
  color: ${theme.colors.textMuted};
`;

/** What each final state says and where its link goes (spec section 2). */
const OUTCOMES = {
  [PAYMENT_RESULT.success]: { headline: 'payment.result.success', body: 'payment.result.successBody', link: 'payment.result.toMain', href: hrefs.home },
  [PAYMENT_RESULT.failure]: { headline: 'payment.result.failure', body: 'payment.result.failureHint', link: 'payment.result.toPricing', href: hrefs.pricing },
} as const;

/**
 * /payment-result — reads paymentKey, orderId and amount; verifies once (with the order id kept in sessionStorage),
 * shows checking, then success or failure, and removes the stored order id. When the verification itself fails (a
 * company-caused payment error) the payment is handed to cancel-toss, which refunds whatever was charged (failure
 * only logged).
 */
export function PaymentResultPage() {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [result, setResult] = useState<PaymentResult>(PAYMENT_RESULT.checking);
  const { mutateAsync: verify } = useMutation(verifyPaymentMutationOptions(services, queryClient));
  const { mutateAsync: cancel } = useMutation(cancelPaymentMutationOptions(services, queryClient));
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects (the ref survives them).
    if (started.current) return;
    started.current = true;
    const payment = readPaymentReturn(params);
    const orderId = readPendingOrder(services.tabStorage);
    if (!payment || !orderId) {
      clearPendingOrder(services.tabStorage);
      setResult(PAYMENT_RESULT.failure);
      return;
    }
    const refund = () =>
      cancel({ orderId, payment }).catch((error: unknown) => {
        console.error('payment cancellation failed', error);
      });
    void verify({ orderId, payment })
      .then((answer) => {
        // FAILED: declined, nothing charged; CANCELED: already refunded by the server. Neither needs a refund.
        setResult(answer.status === PAYMENT_STATUSES.done ? PAYMENT_RESULT.success : PAYMENT_RESULT.failure);
      })
      .catch(async (error: unknown) => {
        console.error('payment verification failed', error);
        await refund();
        setResult(PAYMENT_RESULT.failure);
      })
      .finally(() => clearPendingOrder(services.tabStorage));
  }, [params, services, verify, cancel]);

  return (
    <Page title={t('payment.result.title')} width="narrow">
      <div css={panelStyles} role="status" aria-live="polite">
        {result === PAYMENT_RESULT.checking ? (
          <p css={headlineStyles(result)}>{t('payment.result.checking')}</p>
        ) : (
          <>
            <p css={headlineStyles(result)}>{t(OUTCOMES[result].headline)}</p>
            <p css={bodyStyles}>{t(OUTCOMES[result].body)}</p>
            <Link to={OUTCOMES[result].href()} css={buttonStyles('primary', 'lg', false)}>
              {t(OUTCOMES[result].link)}
            </Link>
          </>
        )}
      </div>
    </Page>
  );
}
