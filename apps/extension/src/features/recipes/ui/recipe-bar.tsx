import { css } from '@emotion/react';
import { parseRecipe, RecipeError, serializeRecipe, type Recipe } from '@tablecrawler/contract';
import { Button, theme } from '@tablecrawler/ui';
import { useEffect, useState } from 'react';
import { useExtensionT } from '../../../i18n/use-extension-t';
import { fromRecipe, siteOf, toRecipe, withRecipe, type RecipeParts } from '../model/recipe';
import type { RecipePort } from './recipe-port';

export interface RecipeBarProps {
  /** The crawled page's URL (recipes are kept per site). */
  url: string;
  /** The set-up as it is now, or null while it is not known yet. */
  current(): RecipeParts | null;
  /** Applies a recipe's set-up; `run` starts the crawl at once ("re-run"). */
  onApply(parts: RecipeParts, run: boolean): void;
  port: RecipePort;
}

const rowStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(2)};
  align-items: center;
`;

/** Saved recipes of this site (re-run, apply), saving the current set-up, export as a file, import from a file or pasted text. */
export function RecipeBar({ url, current, onApply, port }: RecipeBarProps) {
  const t = useExtensionT();
  const site = siteOf(url);
  const [saved, setSaved] = useState<Record<string, Recipe[]>>({});
  const [name, setName] = useState(site);
  const [pasted, setPasted] = useState('');
  const [notice, setNotice] = useState<{ tone: 'done' | 'failed'; text: string } | null>(null);

  useEffect(() => {
    port.load().then(setSaved, (error: unknown) => console.error('[recipes] loading failed', error));
  }, [port]);

  const store = async (recipe: Recipe): Promise<void> => {
    const next = withRecipe(saved, recipe);
    await port.save(next);
    setSaved(next);
  };
  const fail = (error: unknown): void => {
    console.error('[recipes] failed', error);
    setNotice({ tone: 'failed', text: error instanceof RecipeError ? t('recipes.invalid', { message: error.message }) : t('recipes.failed') });
  };
  const build = (): Recipe | null => {
    const parts = current();
    return parts ? toRecipe(parts, name.trim() || site, new Date()) : null;
  };
  const save = (): void => {
    const recipe = build();
    if (recipe) store(recipe).then(() => setNotice({ tone: 'done', text: t('recipes.saved', { name: recipe.name }) }), fail);
  };
  const exportFile = (): void => {
    const recipe = build();
    if (recipe) port.downloadText(`recipe_${site.replace(/[^\w.-]/g, '_')}.json`, serializeRecipe(recipe)).catch(fail);
  };
  const importText = (text: string): void => {
    try {
      const recipe = parseRecipe(text);
      store(recipe).then(() => {
        setNotice({ tone: 'done', text: t('recipes.imported', { name: recipe.name }) });
        onApply(fromRecipe(recipe), false);
      }, fail);
    } catch (error) {
      fail(error);
    }
  };
  const mine = saved[site] ?? [];

  return (
    <div css={css`display: grid; gap: ${theme.spacing(2)};`} data-testid="recipes">
      <strong css={css`font-size: ${theme.fontSizes.sm};`}>{t('recipes.heading')}</strong>
      {mine.length > 0 && (
        <ul aria-label={t('recipes.savedList')} css={css`display: grid; gap: ${theme.spacing(1)}; list-style: none; padding: 0; margin: 0;`}>
          {mine.map((recipe) => (
            <li key={recipe.name} css={rowStyles}>
              <span>{recipe.name}</span>
              <Button size="sm" onClick={() => onApply(fromRecipe(recipe), true)}>
                {t('recipes.rerun', { name: recipe.name })}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onApply(fromRecipe(recipe), false)}>
                {t('recipes.apply', { name: recipe.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div css={rowStyles}>
        <label>
          {t('recipes.nameLabel')} <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <Button size="sm" variant="secondary" onClick={save}>
          {t('recipes.save')}
        </Button>
        <Button size="sm" variant="secondary" onClick={exportFile}>
          {t('recipes.export')}
        </Button>
      </div>
      <div css={rowStyles}>
        <label>
          {t('recipes.pasteLabel')}
          <textarea rows={2} value={pasted} onChange={(e) => setPasted(e.target.value)} />
        </label>
        <Button size="sm" variant="secondary" onClick={() => importText(pasted)} disabled={!pasted.trim()}>
          {t('recipes.import')}
        </Button>
        <label>
          {t('recipes.importFile')}{' '}
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) file.text().then(importText, fail);
            }}
          />
        </label>
      </div>
      {notice && <p role={notice.tone === 'done' ? 'status' : 'alert'}>{notice.text}</p>}
    </div>
  );
}
