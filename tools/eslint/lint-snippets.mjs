// Lints code snippets as if they were files at given paths, with the ESLint config of the working directory
// (an app folder), and prints each file's messages as JSON. Used by the apps' lint-boundaries tests:
//   node tools/eslint/lint-snippets.mjs < [{ "filePath": "src/x.ts", "code": "..." }]
import path from 'node:path';
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const snippets = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(filePath) });
  results.push({ filePath, messages: (result?.messages ?? []).map((m) => ({ ruleId: m.ruleId, message: m.message })) });
}
process.stdout.write(JSON.stringify(results));
