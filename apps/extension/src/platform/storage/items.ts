import { Type } from '@sinclair/typebox';
import { FileFormatSchema, Recipe, TokenPairResponse } from '@tablecrawler/contract';
import { defineItem } from './item';

/** UI languages; kept equal to SUPPORTED_LANGUAGES of @tablecrawler/i18n (tested), declared here so the service worker does not bundle i18next. */
export const UI_LANGUAGES = ['ko', 'en'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Every value the extension persists. Add new items here; keys are `<area>.<name>`. */
export const STORAGE_ITEMS = {
  /** The api-client token pair; absent when signed out. */
  authTokens: defineItem({
    key: 'auth.tokens',
    area: 'local',
    version: 1,
    schema: Type.Union([TokenPairResponse, Type.Null()]),
    fallback: null,
  }),
  /** The language chosen in the panel; null follows the browser's UI language. */
  settingsLanguage: defineItem({
    key: 'settings.language',
    area: 'local',
    version: 1,
    schema: Type.Union([...UI_LANGUAGES.map((l) => Type.Literal(l)), Type.Null()]),
    fallback: null,
  }),
  /** Saved crawl recipes per site (host), newest first; offered for re-run when the user comes back. */
  recipesSaved: defineItem({
    key: 'recipes.saved',
    area: 'local',
    version: 1,
    schema: Type.Record(Type.String(), Type.Array(Recipe)),
    fallback: {},
  }),
  /** Save every finished crawl to the history automatically, in this format (the sheet name is the panel's language's). */
  uploadsAutoSave: defineItem({
    key: 'uploads.autoSave',
    area: 'local',
    version: 1,
    schema: Type.Object({ enabled: Type.Boolean(), format: FileFormatSchema, sheetName: Type.String({ minLength: 1, maxLength: 31 }) }),
    fallback: { enabled: false, format: 'csv', sheetName: 'Sheet1' },
  }),
} as const;

export type StorageItemName = keyof typeof STORAGE_ITEMS;

/** Items tied to the signed-in account: removed on sign-out and when a token refresh fails (the extension's "clear local storage"). */
export const ACCOUNT_ITEMS: readonly StorageItemName[] = ['authTokens'];
