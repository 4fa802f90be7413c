import { css } from '@emotion/react';
import { buttonStyles, theme } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../shared/config/config-context';

const boxStyles = css`
  padding: ${theme.spacing(8)} ${theme.spacing(6)};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const titleStyles = css`
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
`;

const leadStyles = css`
  margin-top: ${theme.spacing(2)};
  color: ${theme.colors.textMuted};
`;

const stepsTitleStyles = css`
  margin-top: ${theme.spacing(6)};
  font-size: ${theme.fontSizes.md};
  font-weight: 700;
`;

const stepsStyles = css`
  display: grid;
  gap: ${theme.spacing(2)};
  margin-top: ${theme.spacing(3)};
  padding-left: ${theme.spacing(5)};
  line-height: 1.6;
`;

/** What an empty history says: how to install the extension and crawl a first table. */
export function EmptyHistory() {
  const { t } = useTranslation();
  const { chromeExtensionUrl } = useConfig();
  return (
    <section css={boxStyles} aria-labelledby="empty-history-title">
      <h2 id="empty-history-title" css={titleStyles}>
        {t('history.empty.title')}
      </h2>
      <p css={leadStyles}>{t('history.empty.lead')}</p>
      <h3 css={stepsTitleStyles}>{t('history.empty.steps')}</h3>
      <ol css={stepsStyles}>
        <li>{t('history.empty.install')}</li>
        <li>{t('history.empty.signIn')}</li>
        <li>{t('history.empty.pick')}</li>
        <li>{t('history.empty.save')}</li>
      </ol>
      <a
        css={[buttonStyles('primary', 'md'), css`margin-top: ${theme.spacing(6)};`]}
        href={chromeExtensionUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('history.empty.installLink')}
      </a>
    </section>
  );
}
