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
/** One case: its name, the snippet, and the rule ids lint must report (none for a file that keeps the rules). */
export type LintCase = [name: string, snippet: Snippet, expected: (string | null)[]];
/** Registers beforeAll (lint every snippet once) and one test per case; call inside a describe block. */
export declare function testLintCases(appDir: string, cases: readonly LintCase[]): void;
/** The rule ids reported for one linted file (null for parse errors). */
export declare function rulesOf(results: readonly LintedSnippet[], filePath: string): (string | null)[];
