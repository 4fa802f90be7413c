import { css } from '@emotion/react';
import { BackButton, mq, theme, VisuallyHidden } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import { hrefs } from '../../../shared/routes/routes';
import { useGoBack } from '../../../shared/hooks/use-go-back';
import { Page } from '../../../shared/page/page';

const tableStyles = css`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  th,
  td {
    padding: ${theme.spacing(4)} ${theme.spacing(5)};
    text-align: left;
    vertical-align: top;
    line-height: 1.7;
  }
  thead th {
    background: ${theme.colors.surface};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    border-bottom: 1px solid ${theme.colors.border};
  }
  tbody th {
    width: 160px;
    white-space: nowrap;
    font-weight: 700;
  }
  tbody tr + tr > * {
    border-top: 1px solid ${theme.colors.border};
  }
  ${mq.mobile} {
    th,
    td {
      padding: ${theme.spacing(3)};
    }
    tbody th {
      width: auto;
    }
  }
`;

// The text stays in the body colour: green or red on their soft backgrounds is below the 4.5:1 contrast of small text.
const badge = (ok: boolean) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1.5)};
  padding: 2px ${theme.spacing(2.5)};
  border-radius: ${theme.radii.pill};
  background: ${ok ? theme.colors.successSoft : theme.colors.dangerSoft};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${ok ? theme.colors.success : theme.colors.danger};
  }
`;

/** /refund-policy — back button and the two-row refund table of spec section 2. */
export function RefundPolicyPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(hrefs.pricing());
  return (
    <Page title={t('payment.refund.title')} description={t('payment.refund.description')} before={<BackButton onBack={goBack} />}>
      <table css={tableStyles}>
        <caption>
          <VisuallyHidden>{t('payment.refund.tableCaption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('payment.refund.category')}</th>
            <th scope="col">{t('payment.refund.details')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <span css={badge(true)}>{t('payment.refund.refundable')}</span>
            </th>
            <td>{t('payment.refund.refundableBody')}</td>
          </tr>
          <tr>
            <th scope="row">
              <span css={badge(false)}>{t('payment.refund.notRefundable')}</span>
            </th>
            <td>{t('payment.refund.notRefundableBody')}</td>
          </tr>
        </tbody>
      </table>
    </Page>
  );
}
