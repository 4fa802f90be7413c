import { css } from '@emotion/react';
import { theme } from '@tablecrawler/ui';
import { useState } from 'react';
import { useExtensionT } from '../../../i18n/use-extension-t';
import type { ColumnKind, ColumnSpec } from '../../table';
import { moveColumn, updateColumn } from '../model/columns';

export interface ColumnEditorProps {
  specs: readonly ColumnSpec[];
  /** Kinds each collected column (by `source`) can be read as. */
  kindsOf(source: number): readonly ColumnKind[];
  onChange(specs: ColumnSpec[]): void;
}

const KIND_LABELS = { text: 'preview.kindText', link: 'preview.kindLink', image: 'preview.kindImage' } as const satisfies Record<ColumnKind, string>;

const listStyles = css`
  display: grid;
  gap: ${theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const itemStyles = css`
  display: grid;
  grid-template-columns: auto auto 1fr auto auto auto;
  align-items: center;
  gap: ${theme.spacing(1)};
  padding: 2px ${theme.spacing(1)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.background};
  &[data-drop-target='true'] {
    border-color: ${theme.colors.primary};
  }
  input[type='text'] {
    min-width: 0;
    font: inherit;
  }
`;
const handleStyles = css`
  cursor: grab;
  padding: 0 4px;
  color: ${theme.colors.textMuted};
  user-select: none;
`;
const iconButton = css`
  padding: 0 6px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

/** Output columns: include checkbox, drag handle (plus move up/down buttons for the keyboard), name, and kind (text / link URL / image URL). */
export function ColumnEditor({ specs, kindsOf, onChange }: ColumnEditorProps) {
  const t = useExtensionT();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const label = (spec: ColumnSpec): string => spec.name || t('pick.columnName', { n: spec.source + 1 });
  return (
    <ol css={listStyles} aria-label={t('preview.columnsHeading')}>
      {specs.map((spec, index) => (
        <li
          key={spec.source}
          css={itemStyles}
          data-testid="column-spec"
          data-drop-target={over === index && dragged !== null && dragged !== index}
          onDragOver={(event) => {
            if (dragged === null) return;
            event.preventDefault();
            setOver(index);
          }}
          onDrop={(event) => {
            event.preventDefault();
            if (dragged !== null && dragged !== index) onChange(moveColumn(specs, dragged, index));
            setDragged(null);
            setOver(null);
          }}
        >
          <span
            css={handleStyles}
            draggable
            role="img"
            aria-label={t('preview.dragHandle', { name: label(spec) })}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
              setDragged(index);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
          >
            ⋮⋮
          </span>
          <input type="checkbox" checked={spec.included} aria-label={t('preview.include', { name: label(spec) })} onChange={(e) => onChange(updateColumn(specs, index, { included: e.target.checked }))} />
          <input type="text" value={spec.name} aria-label={t('preview.rename', { name: label(spec) })} onChange={(e) => onChange(updateColumn(specs, index, { name: e.target.value }))} />
          <select aria-label={t('preview.kindLabel', { name: label(spec) })} value={spec.kind} onChange={(e) => onChange(updateColumn(specs, index, { kind: e.target.value as ColumnKind }))}>
            {kindsOf(spec.source).map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_LABELS[kind])}
              </option>
            ))}
          </select>
          <button type="button" css={iconButton} aria-label={t('preview.moveUp', { name: label(spec) })} disabled={index === 0} onClick={() => onChange(moveColumn(specs, index, index - 1))}>
            ↑
          </button>
          <button type="button" css={iconButton} aria-label={t('preview.moveDown', { name: label(spec) })} disabled={index === specs.length - 1} onClick={() => onChange(moveColumn(specs, index, index + 1))}>
            ↓
          </button>
        </li>
      ))}
    </ol>
  );
}
