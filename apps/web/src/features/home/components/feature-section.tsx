import { css } from '@emotion/react';
import { mq, theme } from '@tablecrawler/ui';
import { useId } from 'react';

const rowStyles = (reversed: boolean) => css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  align-items: center;
  gap: ${theme.spacing(16)};
  & > figure {
    order: ${reversed ? 2 : 1};
  }
  & > div {
    order: ${reversed ? 1 : 2};
  }
  ${mq.mobile} {
    grid-template-columns: 1fr;
    gap: ${theme.spacing(6)};
    & > figure,
    & > div {
      order: initial;
    }
  }
`;

const figureStyles = css`
  margin: 0;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${theme.radii.lg};
  }
`;

const stepStyles = css`
  display: inline-block;
  margin-bottom: ${theme.spacing(3)};
  padding: 2px ${theme.spacing(3)};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
`;

const titleStyles = css`
  font-size: 28px;
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.35;
  ${mq.mobile} {
    font-size: ${theme.fontSizes.xl};
  }
`;

const bodyStyles = css`
  margin-top: ${theme.spacing(4)};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
  line-height: 1.75;
  ${mq.mobile} {
    font-size: ${theme.fontSizes.md};
  }
`;

export interface FeatureSectionProps {
  step: string;
  title: string;
  body: string;
  image: string;
  imageAlt: string;
  /** Image on the right instead of the left (desktop). Default false. */
  reversed?: boolean;
}

/** One landing-page feature: illustration and text side by side on desktop, stacked on mobile. */
export function FeatureSection({ step, title, body, image, imageAlt, reversed = false }: FeatureSectionProps) {
  const headingId = useId();
  return (
    <article css={rowStyles(reversed)} aria-labelledby={headingId}>
      <figure css={figureStyles}>
        <img src={image} alt={imageAlt} width={480} height={360} />
      </figure>
      <div>
        <span css={stepStyles}>{step}</span>
        <h3 id={headingId} css={titleStyles}>
          {title}
        </h3>
        <p css={bodyStyles}>{body}</p>
      </div>
    </article>
  );
}
