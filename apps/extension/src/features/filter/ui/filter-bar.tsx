import { css } from '@emotion/react';
import { Button, theme } from '@tablecrawler/ui';
import { useId, useState } from 'react';
import { useExtensionT } from '../../../i18n/use-extension-t';
import type { KeywordFilterSpec } from '../../table';
import { addKeyword, KEYWORD_LISTS, removeKeyword, type KeywordList } from '../model/keyword-filter';

export interface FilterBarProps {
  spec: KeywordFilterSpec;
  /** Output column names (the filter's `column` indexes them). */
  columns: readonly string[];
  total: number;
  shown: number;
  onChange(spec: KeywordFilterSpec): void;
}

const rowStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing(1)};
`;
const chipStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 0 4px 0 8px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primarySoft};
  font-size: ${theme.fontSizes.sm};
  button {
    border: 0;
    background: none;
    cursor: pointer;
    padding: 0 4px;
  }
`;
const excludeChip = css`
  background: ${theme.colors.dangerSoft};
`;

function KeywordInput({ list, spec, onChange }: { list: KeywordList; spec: KeywordFilterSpec; onChange(spec: KeywordFilterSpec): void }) {
  const t = useExtensionT();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = (): void => {
    onChange(addKeyword(spec, list, draft));
    setDraft('');
  };
  const label = t(list === KEYWORD_LISTS.INCLUDE ? 'filter.include' : 'filter.exclude');
  return (
    <div css={rowStyles}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        // A word typed and left (a click on "수집 시작" or a download) counts as added: nothing typed is silently dropped.
        onBlur={() => {
          if (draft.trim()) add();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault();
            add();
          }
        }}
      />
      <Button size="sm" variant="secondary" onClick={add} disabled={!draft.trim()} aria-label={`${label}: ${t('filter.add')}`}>
        {t('filter.add')}
      </Button>
      <ul css={rowStyles} aria-label={label} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {spec[list].map((keyword) => (
          <li key={keyword} css={[chipStyles, list === KEYWORD_LISTS.EXCLUDE && excludeChip]}>
            {keyword}
            <button type="button" aria-label={t('filter.remove', { keyword })} onClick={() => onChange(removeKeyword(spec, list, keyword))}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Include / exclude keyword chips, any / all, one column or all; shows how many rows the output keeps. */
export function FilterBar({ spec, columns, total, shown, onChange }: FilterBarProps) {
  const t = useExtensionT();
  return (
    <div css={css`display: grid; gap: ${theme.spacing(2)};`}>
      <KeywordInput list={KEYWORD_LISTS.INCLUDE} spec={spec} onChange={onChange} />
      <KeywordInput list={KEYWORD_LISTS.EXCLUDE} spec={spec} onChange={onChange} />
      <div css={rowStyles}>
        <select aria-label={t('filter.modeLabel')} value={spec.mode} onChange={(e) => onChange({ ...spec, mode: e.target.value === 'all' ? 'all' : 'any' })}>
          <option value="any">{t('filter.modeAny')}</option>
          <option value="all">{t('filter.modeAll')}</option>
        </select>
        <select
          aria-label={t('filter.columnLabel')}
          value={spec.column === null ? '' : String(spec.column)}
          onChange={(e) => onChange({ ...spec, column: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{t('filter.allColumns')}</option>
          {columns.map((name, i) => (
            <option key={i} value={i}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <p role="status" data-testid="row-count" data-shown={shown} data-total={total}>
        {t('filter.rowCount', { count: shown, total })}
      </p>
    </div>
  );
}
