import { css } from '@emotion/react';
import { buttonStyles, mq, theme } from '@tablecrawler/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FEATURES_ANCHOR, hrefs } from '../../../shared/routes/routes';
import { useConfig } from '../../../shared/config/config-context';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import crawlImage from '../assets/crawl.svg';
import filterImage from '../assets/filter.svg';
import heroImage from '../assets/hero.svg';
import selectImage from '../assets/select.svg';
import { FeatureSection } from '../components/feature-section';

const heroStyles = css`
  background: linear-gradient(180deg, ${theme.colors.primarySoft} 0%, ${theme.colors.background} 100%);
`;

const heroInnerStyles = css`
  display: grid;
  grid-template-columns: 1.05fr 1fr;
  align-items: center;
  gap: ${theme.spacing(12)};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.spacing(20)} ${theme.spacing(6)} ${theme.spacing(24)};
  ${mq.mobile} {
    grid-template-columns: 1fr;
    gap: ${theme.spacing(10)};
    padding: ${theme.spacing(12)} ${theme.spacing(4)} ${theme.spacing(14)};
  }
`;

const heroTitleStyles = css`
  font-size: ${theme.fontSizes.display};
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: 1.25;
  white-space: pre-line;
  ${mq.mobile} {
    font-size: 30px;
  }
`;

const heroTextStyles = css`
  max-width: 560px;
  margin-top: ${theme.spacing(5)};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
  line-height: 1.75;
  ${mq.mobile} {
    font-size: ${theme.fontSizes.md};
  }
`;

const ctaStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(3)};
  margin-top: ${theme.spacing(8)};
  ${mq.mobile} {
    a {
      flex: 1 1 100%;
    }
  }
`;

const heroImageStyles = css`
  display: block;
  width: 100%;
  height: auto;
`;

const featuresStyles = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.spacing(20)} ${theme.spacing(6)} ${theme.spacing(24)};
  scroll-margin-top: ${theme.headerHeight}px;
  ${mq.mobile} {
    padding: ${theme.spacing(12)} ${theme.spacing(4)} ${theme.spacing(16)};
  }
`;

const featuresHeadingStyles = css`
  margin-bottom: ${theme.spacing(16)};
  font-size: ${theme.fontSizes.xxl};
  font-weight: 800;
  text-align: center;
  ${mq.mobile} {
    margin-bottom: ${theme.spacing(10)};
    font-size: ${theme.fontSizes.xl};
  }
`;

const featureListStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(24)};
  ${mq.mobile} {
    gap: ${theme.spacing(14)};
  }
`;

const FEATURES = [
  { key: 'select', image: selectImage },
  { key: 'filter', image: filterImage },
  { key: 'crawl', image: crawlImage },
] as const;

/** `/`: hero plus the three feature sections of spec section 1. */
export function HomePage() {
  const { t } = useTranslation();
  const config = useConfig();
  const location = useLocation();
  useDocumentTitle();

  useEffect(() => {
    if (location.hash === `#${FEATURES_ANCHOR}`) document.getElementById(FEATURES_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [location.hash, location.key]);

  return (
    <>
      <section css={heroStyles} aria-labelledby="hero-title">
        <div css={heroInnerStyles}>
          <div>
            <h1 id="hero-title" css={heroTitleStyles}>
              {t('home.hero.title')}
            </h1>
            <p css={heroTextStyles}>{t('home.hero.subtitle')}</p>
            <div css={ctaStyles}>
              <a href={config.chromeExtensionUrl} css={buttonStyles('primary', 'lg')} target="_blank" rel="noopener noreferrer">
                {t('home.hero.install')}
              </a>
              <Link to={hrefs.pricing()} css={buttonStyles('secondary', 'lg')}>
                {t('home.hero.pricing')}
              </Link>
            </div>
          </div>
          <img src={heroImage} alt={t('home.hero.imageAlt')} width={560} height={420} css={heroImageStyles} />
        </div>
      </section>
      <section id={FEATURES_ANCHOR} css={featuresStyles} aria-labelledby="features-title">
        <h2 id="features-title" css={featuresHeadingStyles}>
          {t('home.features.heading')}
        </h2>
        <div css={featureListStyles}>
          {FEATURES.map(({ key, image }, index) => (
            <FeatureSection
              key={key}
              step={t('home.features.step', { number: index + 1 })}
              title={t(`home.${key}.title`)}
              body={t(`home.${key}.body`)}
              image={image}
              imageAlt={t(`home.${key}.imageAlt`)}
              reversed={index % 2 === 1}
            />
          ))}
        </div>
      </section>
    </>
  );
}
