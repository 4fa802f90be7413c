import { css } from '@emotion/react';
import { Button, theme } from '@tablecrawler/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanView } from '../model/plan.adapter';

const cardStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(4)};
  padding: ${theme.spacing(6)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.sm};
`;

const nameStyles = css`
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
`;

const priceStyles = css`
  display: flex;
  align-items: baseline;
  gap: ${theme.spacing(1)};
  font-weight: 800;
  .amount {
    font-size: ${theme.fontSizes.xxl};
    letter-spacing: -0.02em;
  }
  .code {
    margin-left: ${theme.spacing(1)};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const featuresStyles = css`
  flex: 1;
  margin: 0;
  padding-left: ${theme.spacing(5)};
  color: ${theme.colors.textMuted};
  line-height: 1.7;
`;

export interface PlanCardProps {
  plan: PlanView;
  /** Every purchase button is disabled while a purchase runs. */
  disabled: boolean;
  /** This card's purchase is the one running. */
  purchasing: boolean;
  onPurchase: (plan: PlanView) => void;
}

/** One plan: name, currency symbol, price with thousands separators, currency code, description bullets, purchase. */
export function PlanCard({ plan, disabled, purchasing, onPurchase }: PlanCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article css={cardStyles} aria-labelledby={titleId}>
      <h3 id={titleId} css={nameStyles}>
        {plan.name}
      </h3>
      <p css={priceStyles} data-testid="plan-price">
        <span>{plan.currencySymbol}</span>
        <span className="amount">{plan.price}</span>
        <span className="code">{plan.currencyCode}</span>
      </p>
      <ul css={featuresStyles}>
        {plan.features.map((feature, index) => (
          <li key={index}>{feature}</li>
        ))}
      </ul>
      <Button fullWidth size="lg" disabled={disabled} loading={purchasing} onClick={() => onPurchase(plan)} aria-describedby={titleId}>
        {purchasing ? t('pricing.page.purchasing') : t('pricing.page.purchase')}
      </Button>
    </article>
  );
}
