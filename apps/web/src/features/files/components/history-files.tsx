import { css } from '@emotion/react';
import { ConfirmDialog, DelayedLoading, Pagination, theme } from '@tablecrawler/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeleteFile } from '../api/delete-file';
import { useDownloadFile } from '../api/download-file';
import { useFiles } from '../api/get-files';
import { useUpdateFileNote } from '../api/update-file-note';
import { parsePageParam, toFileRow, toFilesPage } from '../model/files-page.adapter';
import { EmptyHistory } from './empty-history';
import { FilePreview } from './file-preview';
import { FilesTable } from './files-table';
import { NoteDialog } from './note-dialog';

const filesStyles = css`
  display: grid;
  gap: ${theme.spacing(6)};
  min-width: 0;
`;

const errorStyles = css`
  padding: ${theme.spacing(6)} 0;
  color: ${theme.colors.danger};
  text-align: center;
`;

/** The `page` query parameter (default 1), kept in the URL: a missing or malformed value is rewritten in place. */
function usePageParam(): [number, (page: number, replace?: boolean) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('page');
  const page = parsePageParam(raw);
  const setPage = useCallback(
    (next: number, replace = false) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('page', String(next));
          return params;
        },
        { replace },
      ),
    [setSearchParams],
  );
  useEffect(() => {
    if (raw !== String(page)) setPage(page, true);
  }, [raw, page, setPage]);
  return [page, setPage];
}

/**
 * The history of the signed-in user (render it below RequireSignIn): loading text after 400 ms, the error text, the
 * empty-history guide, or the table with pagination, the note modal and the delete confirmation.
 */
export function HistoryFiles() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = usePageParam();
  const files = useFiles(page);
  const updateNote = useUpdateFileNote();
  const deleteFile = useDeleteFile();
  const downloadFile = useDownloadFile();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const view = useMemo(() => (files.data === undefined ? null : toFilesPage(files.data)), [files.data]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const rows = useMemo(() => view?.items.map((item) => toFileRow(item, language)) ?? [], [view, language]);

  // A page past the end (the URL was edited, or files went away elsewhere) shows the last page instead.
  useEffect(() => {
    if (view && !files.isPlaceholderData && view.items.length === 0 && view.total > 0 && page > view.totalPages) setPage(view.totalPages, true);
  }, [view, files.isPlaceholderData, page, setPage]);

  if (files.isPending) return <DelayedLoading label={t('history.page.loading')} />;
  if (files.isError || !view) return <p role="alert" css={errorStyles}>{t('history.page.error')}</p>;
  if (view.total === 0) return <EmptyHistory />;

  const editing = editingId === null ? undefined : view.items.find((item) => item.id === editingId);

  const onConfirmDelete = () => {
    const fileId = deletingId;
    setDeletingId(null);
    if (fileId === null) return;
    const lastOnPage = view.items.length === 1 && page > 1;
    deleteFile.mutate(fileId, {
      onSuccess: () => {
        if (lastOnPage) setPage(page - 1);
      },
    });
  };

  return (
    <div css={filesStyles}>
      <FilesTable
        rows={rows}
        busy={files.isPlaceholderData}
        expandedId={expandedId}
        onTogglePreview={(fileId) => setExpandedId((open) => (open === fileId ? null : fileId))}
        renderPreview={(row) => <FilePreview fileId={row.id} host={row.host} />}
        onEditNote={setEditingId}
        onDownload={(fileId) => downloadFile.mutate(fileId)}
        onDelete={setDeletingId}
      />
      <Pagination page={page} totalPages={view.totalPages} onChange={(next) => setPage(next)} label={t('history.page.pagination')} />
      {editing && (
        <NoteDialog
          key={editing.id}
          initialNote={editing.note}
          saving={updateNote.isPending}
          onCancel={() => setEditingId(null)}
          onSave={(note) =>
            // A failed save is only logged (by the mutation) and the modal stays open (spec section 3).
            updateNote.mutate({ fileId: editing.id, note }, { onSuccess: () => setEditingId(null) })
          }
        />
      )}
      <ConfirmDialog
        open={deletingId !== null}
        title={t('history.page.deleteTitle')}
        message={t('history.page.deleteConfirm')}
        confirmLabel={t('history.page.delete')}
        destructive
        onConfirm={onConfirmDelete}
        onCancel={() => setDeletingId(null)}
      />
    </div>
  );
}
