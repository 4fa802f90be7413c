import type { Recipe } from '@tablecrawler/contract';
import { downloadBlob } from '../../../platform/downloads';
import { storage } from '../../../platform/storage';

/** What the recipe UI needs: the saved recipes (per site) and saving a file. */
export interface RecipePort {
  load(): Promise<Record<string, Recipe[]>>;
  save(all: Record<string, Recipe[]>): Promise<void>;
  downloadText(fileName: string, text: string): Promise<void>;
}

export function createExtensionRecipePort(): RecipePort {
  return {
    load: () => storage.recipesSaved.get(),
    save: (all) => storage.recipesSaved.set(all),
    downloadText: async (fileName, text) => void (await downloadBlob(new Blob([text], { type: 'application/json' }), fileName)),
  };
}
