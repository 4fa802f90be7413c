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

module.exports = { lintSnippets, rulesOf };
