export interface Snippet {
  /** Path relative to the app folder, e.g. `src/features/a/pages/a-page.tsx` (the file need not exist). */
  filePath: string;
  code: string;
}
export interface LintedSnippet {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}
/** Lints each snippet as the file at its path with the ESLint config of `appDir`. */
export declare function lintSnippets(appDir: string, snippets: readonly Snippet[]): LintedSnippet[];
/** The rule ids reported for one linted file (null for parse errors). */
export declare function rulesOf(results: readonly LintedSnippet[], filePath: string): (string | null)[];
