import { css } from '@emotion/react';
import { DelayedLoading, theme } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import { useFilePreview } from '../api/get-file-preview';
import { FilePreviewTable } from './file-preview-table';

/** The open preview row of one file: loading text after 400 ms, an error text, or the first rows. */
export function FilePreview({ fileId, host }: { fileId: string; host: string }) {
  const { t } = useTranslation();
  const preview = useFilePreview(fileId);
  if (preview.isPending) return <DelayedLoading label={t('history.preview.loading')} />;
  if (preview.isError || !Array.isArray(preview.data?.data?.rows)) {
    return (
      <p role="alert" css={css`color: ${theme.colors.danger};`}>
        {t('history.preview.error')}
      </p>
    );
  }
  const { columns, rows } = preview.data.data;
  return <FilePreviewTable host={host} columns={columns} rows={rows} />;
}
