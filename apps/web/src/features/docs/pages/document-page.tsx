import { css } from '@emotion/react';
import { DOCUMENT_TYPE_PATTERN } from '@tablecrawler/contract';
import { DelayedLoading, theme } from '@tablecrawler/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../shared/page/not-found-page';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { pageStyles } from '../../../shared/page/page';
import { useDocument } from '../api/get-document';
import { MarkdownView } from '../components/markdown-view';

const articleStyles = pageStyles('default');

const errorStyles = css`
  padding: ${theme.spacing(6)};
  border: 1px solid ${theme.colors.dangerSoft};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
  font-weight: 600;
  text-align: center;
`;

const KNOWN_TITLES = { terms: 'docs.titles.terms', privacy: 'docs.titles.privacy' } as const;

function firstHeading(markdown: string): string | undefined {
  return /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim();
}

function DocumentContent({ type }: { type: string }) {
  const { t } = useTranslation();
  const query = useDocument(type);
  const known = type in KNOWN_TITLES ? KNOWN_TITLES[type as keyof typeof KNOWN_TITLES] : undefined;
  useDocumentTitle(known ? t(known) : query.data ? firstHeading(query.data) : undefined);

  useEffect(() => {
    if (query.error) console.error(`[docs] could not load the "${type}" document`, query.error);
  }, [query.error, type]);

  return (
    <article css={articleStyles} aria-label={known ? t(known) : t('docs.page.label')} aria-busy={query.isPending || undefined}>
      {query.isPending && <DelayedLoading label={t('docs.page.loading')} />}
      {query.isError && (
        <p role="alert" css={errorStyles}>
          {t('docs.page.error')}
        </p>
      )}
      {query.isSuccess && <MarkdownView source={query.data} />}
    </article>
  );
}

/** /terms, /privacy and /{type}: a markdown document from the server; an invalid type is the 404 page. */
export function DocumentPage({ type: fixedType }: { type?: string }) {
  const params = useParams();
  const type = fixedType ?? params['type'] ?? '';
  if (!DOCUMENT_TYPE_PATTERN.test(type)) return <NotFoundPage />;
  return <DocumentContent key={type} type={type} />;
}
