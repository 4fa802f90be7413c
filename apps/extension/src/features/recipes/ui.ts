// The recipes feature's React entry (the panel's, through the crawl panel).
export { RecipeBar, type RecipeBarProps } from './ui/recipe-bar';
export { createExtensionRecipePort, type RecipePort } from './ui/recipe-port';
