import { css } from '@emotion/react';
import { mq, theme } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../shared/config/config-context';
import { hrefs } from '../../shared/routes/routes';
import { FooterInquiryLink } from './footer-inquiry-link';
import { LogoMark } from './icons';

const footerStyles = css`
  min-height: ${theme.footerHeight}px;
  background: ${theme.colors.footer};
  color: ${theme.colors.footerText};
  font-size: ${theme.fontSizes.sm};
`;

const innerStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(6)};
  max-width: ${theme.maxWidth}px;
  margin: 0 auto;
  padding: ${theme.spacing(12)} ${theme.spacing(6)} ${theme.spacing(10)};
  ${mq.mobile} {
    padding: ${theme.spacing(10)} ${theme.spacing(4)} ${theme.spacing(8)};
  }
`;

const topStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(4)};
`;

const titleStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(2.5)};
  color: #ffffff;
  font-size: ${theme.fontSizes.lg};
  font-weight: 800;
`;

const linksStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(1)} ${theme.spacing(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: #ffffff;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
    &:hover {
      text-decoration: underline;
    }
    &[aria-disabled='true'] {
      opacity: 0.6;
      cursor: wait;
    }
  }
`;

const infoStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(1.5)} ${theme.spacing(6)};
  margin: 0;
  padding-top: ${theme.spacing(6)};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  div {
    display: flex;
    gap: ${theme.spacing(2)};
  }
  dt {
    color: #8b93a7;
  }
  dd {
    margin: 0;
  }
  a {
    color: inherit;
  }
`;

/** The site footer: every field of spec section 1 from config, links to terms, privacy and the inquiry action. */
export function Footer() {
  const { t } = useTranslation();
  const { footer } = useConfig();
  const rows = [
    ['footer.headquarters', footer.headquarters],
    ['footer.ceo', footer.ceo],
    ['footer.businessNumber', footer.businessRegistrationNumber],
    ['footer.marketingReportNumber', footer.onlineMarketingReportNumber],
  ] as const;
  return (
    <footer css={footerStyles}>
      <div css={innerStyles}>
        <div css={topStyles}>
          <p css={titleStyles}>
            <LogoMark size={28} />
            {footer.siteTitle}
          </p>
          <nav aria-label={t('footer.links')}>
            <ul css={linksStyles}>
              <li>
                <Link to={hrefs.terms()}>{t('footer.terms')}</Link>
              </li>
              <li>
                <Link to={hrefs.privacy()}>{t('footer.privacy')}</Link>
              </li>
              <li>
                <FooterInquiryLink />
              </li>
            </ul>
          </nav>
        </div>
        <dl css={infoStyles} aria-label={t('footer.label')}>
          {rows.map(([key, value]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${footer.contactEmail}`}>{footer.contactEmail}</a>
            </dd>
          </div>
          <div>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`}>{footer.phone}</a>
            </dd>
          </div>
        </dl>
        <p>{footer.copyright}</p>
      </div>
    </footer>
  );
}
