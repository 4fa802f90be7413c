// The recipes feature: a crawl set-up as a versioned recipe (schema in @tablecrawler/contract), saved per site.
// React parts are in ./ui.ts.
export { fromRecipe, siteOf, toRecipe, withRecipe, type RecipeParts } from './model/recipe';
