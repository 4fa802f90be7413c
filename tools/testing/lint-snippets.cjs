// Lints code snippets as files at given paths of an app with that app's ESLint config (in a child process, since
// the flat config is ESM): the apps' lint-boundaries tests prove that each boundary rule fails when broken.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const script = path.resolve(__dirname, '..', 'eslint', 'lint-snippets.mjs');

function lintSnippets(appDir, snippets) {
  const output = execFileSync(process.execPath, [script], { cwd: appDir, input: JSON.stringify(snippets), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(output);
}

/** The rule ids reported for one linted file (null for parse errors). */
function rulesOf(results, filePath) {
  const result = results.find((r) => r.filePath === filePath);
  if (!result) throw new Error(`not linted: ${filePath}`);
  return result.messages.map((m) => m.ruleId);
}

/**
 * Registers the tests of one app's boundaries: lints every case's snippet once (beforeAll), then one test per case
 * comparing the rule ids reported with the expected ones. Call inside a describe block (Jest globals).
 */
function testLintCases(appDir, cases) {
  let results;
  beforeAll(() => {
    results = lintSnippets(appDir, cases.map(([, snippet]) => snippet));
  }, 60_000);
  it.each(cases)('%s', (_name, snippet, expected) => {
    expect(rulesOf(results, snippet.filePath)).toEqual(expected);
  });
}

module.exports = { lintSnippets, rulesOf, testLintCases };
