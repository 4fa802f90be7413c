import { css } from '@emotion/react';
import { mq, theme } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../shared/config/config-context';
import bundledBanner from '../assets/affiliate-banner.svg';

const asideStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(2)};
  width: 240px;
  ${mq.mobile} {
    order: -1;
    width: 100%;
    max-width: 320px;
    margin: 0 auto;
  }
`;

const labelStyles = css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
`;

const imageStyles = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 5;
  border-radius: ${theme.radii.lg};
  object-fit: cover;
  ${mq.mobile} {
    aspect-ratio: 2 / 1;
  }
`;

const disclosureStyles = css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  line-height: 1.5;
`;

/** The affiliate partner's side banner with its disclosure line (link and image from the build config). */
export function AffiliateBanner() {
  const { t } = useTranslation();
  const { affiliate } = useConfig();
  const label = t('history.ad.label');
  return (
    <aside css={asideStyles} aria-label={label}>
      <span css={labelStyles} aria-hidden="true">
        {label}
      </span>
      <a href={affiliate.url} target="_blank" rel="sponsored noopener noreferrer">
        <img css={imageStyles} src={affiliate.imageUrl ?? bundledBanner} alt={affiliate.imageAlt ?? label} width={240} height={400} loading="lazy" />
      </a>
      <p css={disclosureStyles}>{t('history.ad.disclosure')}</p>
    </aside>
  );
}
