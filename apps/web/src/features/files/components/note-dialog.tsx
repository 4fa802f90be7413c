import { css } from '@emotion/react';
import { LIMITS } from '@tablecrawler/contract';
import { Button, Modal, theme, visuallyHiddenStyles } from '@tablecrawler/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const textareaStyles = css`
  width: 100%;
  min-height: 140px;
  padding: ${theme.spacing(3)};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.md};
  line-height: 1.5;
  resize: vertical;
  &:focus {
    border-color: ${theme.colors.primary};
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface NoteDialogProps {
  /** The note the file has now (the textarea starts with it). */
  initialNote: string;
  saving: boolean;
  onSave: (note: string) => void;
  onCancel: () => void;
}

/** The 'write note' modal: a textarea with its placeholder, cancel, and save (disabled while saving). */
export function NoteDialog({ initialNote, saving, onSave, onCancel }: NoteDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState(initialNote);
  const fieldId = useId();
  return (
    <Modal
      open
      title={t('history.note.title')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('history.note.cancel')}
          </Button>
          <Button onClick={() => onSave(note)} disabled={saving}>
            {saving ? t('history.note.saving') : t('history.note.save')}
          </Button>
        </>
      }
    >
      <label htmlFor={fieldId} css={visuallyHiddenStyles}>
        {t('history.note.label')}
      </label>
      <textarea
        id={fieldId}
        css={textareaStyles}
        value={note}
        placeholder={t('history.note.placeholder')}
        maxLength={LIMITS.noteMaxLength}
        onChange={(event) => setNote(event.target.value)}
      />
    </Modal>
  );
}
