import { css } from '@emotion/react';
import { FormMessage, mq, NoticeDialog, theme } from '@tablecrawler/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { Page } from '../../../shared/page/page';
import { useServices } from '../../../shared/services/services-context';
import { useSessionStatus } from '../../../shared/session/session-provider';
import { SESSION_STATUS } from '../../../shared/session/session-store';
import { useAvailableProducts } from '../api/get-available-products';
import { CHECKOUT_FAILURES, checkoutMutationOptions, type CheckoutError } from '../api/start-checkout';
import { PlanCard } from '../components/plan-card';
import { toPlanView, type PlanView } from '../model/plan.adapter';

// Room for the cards before they arrive, so the VAT note below does not jump (no layout shift): one row of cards
// on wide screens; on phones, where the cards stack, a screen's height keeps the note below the fold meanwhile.
const plansStyles = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  align-content: start;
  gap: ${theme.spacing(5)};
  min-height: 340px;
  margin-top: ${theme.spacing(6)};
  ${mq.mobile} {
    grid-template-columns: minmax(0, 1fr);
    &[aria-busy='true'] {
      min-height: 100vh;
    }
  }
`;

// The same height before the heading arrives (no layout shift).
const productStyles = css`
  font-size: ${theme.fontSizes.xl};
  font-weight: 800;
  line-height: 1.4;
  min-height: 1.4em;
`;

const statusStyles = css`
  grid-column: 1 / -1;
  color: ${theme.colors.textMuted};
`;

const footerStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.spacing(2)} ${theme.spacing(6)};
  margin-top: ${theme.spacing(8)};
  padding-top: ${theme.spacing(5)};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const NOTICE_KEYS = {
  [CHECKOUT_FAILURES.unavailable]: 'pricing.page.unavailable',
  [CHECKOUT_FAILURES.windowFailed]: 'pricing.page.windowFailed',
} as const;

/**
 * /pricing — the first product's plans, one card each; purchase requests an order and opens the card payment
 * window. Visitors who are not signed in go to /signin and come back here afterwards.
 */
export function PricingPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const services = useServices();
  const status = useSessionStatus();
  const products = useAvailableProducts();
  const [notice, setNotice] = useState<keyof typeof NOTICE_KEYS | null>(null);
  const checkout = useMutation({
    ...checkoutMutationOptions(services, window.location.origin),
    onError: (error: CheckoutError) => {
      if (error.failure === CHECKOUT_FAILURES.signInRequired) void navigate(hrefs.signIn(hrefs.pricing()));
      else if (error.failure === CHECKOUT_FAILURES.unavailable || error.failure === CHECKOUT_FAILURES.windowFailed) setNotice(error.failure);
    },
  });

  // Coming back from the payment window with the browser's back button restores this page as it was left.
  const { reset } = checkout;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const language = i18n.resolvedLanguage ?? i18n.language;
  const product = products.data?.[0];
  const plans = useMemo(() => product?.plans.map((plan) => toPlanView(plan, language)) ?? [], [product, language]);
  // After a successful start the browser is leaving for the payment window: keep the buttons disabled until then.
  const busy = checkout.isPending || checkout.isSuccess;

  const onPurchase = (plan: PlanView) => {
    if (busy) return;
    if (status !== SESSION_STATUS.signedIn) {
      void navigate(hrefs.signIn(hrefs.pricing()));
      return;
    }
    checkout.mutate(plan);
  };

  return (
    <Page title={t('pricing.page.title')} description={t('pricing.page.description')} width="wide">
      {product ? <h2 css={productStyles}>{product.name}</h2> : <div css={productStyles} aria-hidden="true" />}
      <div css={plansStyles} aria-busy={products.isPending || undefined}>
        {products.isPending && (
          <p role="status" css={statusStyles}>
            {t('pricing.page.loading')}
          </p>
        )}
        {products.isError && <FormMessage css={statusStyles}>{t('pricing.page.loadFailed')}</FormMessage>}
        {products.isSuccess && plans.length === 0 && <p css={statusStyles}>{t('pricing.page.empty')}</p>}
        {plans.map((plan) => (
          <PlanCard
            key={plan.priceId}
            plan={plan}
            disabled={busy || status === SESSION_STATUS.unknown}
            purchasing={busy && checkout.variables?.priceId === plan.priceId}
            onPurchase={onPurchase}
          />
        ))}
      </div>
      <div css={footerStyles}>
        <p>{t('pricing.page.vatNotice')}</p>
        <Link to={hrefs.refundPolicy()}>{t('pricing.page.refundPolicy')}</Link>
      </div>
      <NoticeDialog open={notice !== null} title={t('pricing.page.title')} message={notice ? t(NOTICE_KEYS[notice]) : ''} onClose={() => setNotice(null)} />
    </Page>
  );
}
