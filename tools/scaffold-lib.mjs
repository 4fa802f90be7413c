// One-off generator for a library skeleton: node tools/scaffold-lib.mjs <name> <env node|jsdom> <tags...>
import fs from 'node:fs';
import path from 'node:path';

const [name, env, ...tags] = process.argv.slice(2);
if (!name || !env) throw new Error('usage: scaffold-lib <name> <node|jsdom> <tags...>');
const root = path.join('libs', name);
const write = (file, text) => {
  const full = path.join(root, file);
  if (fs.existsSync(full)) return;
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
};
const json = (v) => `${JSON.stringify(v, null, 2)}\n`;
write('package.json', json({
  name: `@tablecrawler/${name}`,
  version: '0.0.0',
  private: true,
  type: 'module',
  exports: { '.': { '@tablecrawler/source': './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' } },
}));
write('project.json', json({
  name,
  $schema: '../../node_modules/nx/schemas/project-schema.json',
  sourceRoot: `libs/${name}/src`,
  projectType: 'library',
  tags: ['lib', ...tags],
  targets: {
    typecheck: { command: 'tsc -p tsconfig.json --noEmit', options: { cwd: `libs/${name}` } },
    build: { command: 'tsc -p tsconfig.lib.json', options: { cwd: `libs/${name}` }, outputs: [`{projectRoot}/dist`] },
  },
}));
const types = env === 'jsdom' ? ['node', 'jest', '@testing-library/jest-dom'] : ['node', 'jest'];
write('tsconfig.json', json({ extends: '../../tsconfig.base.json', compilerOptions: { noEmit: true, types }, include: ['src/**/*.ts', 'src/**/*.tsx'] }));
write('tsconfig.lib.json', json({
  extends: './tsconfig.json',
  compilerOptions: { noEmit: false, outDir: 'dist', rootDir: 'src', declaration: true, types: [] },
  exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/testing/**'],
}));
write('jest.config.cjs', `const { jestPreset } = require('../../jest.preset.js');\n\nmodule.exports = { ...jestPreset('${env}'), displayName: '${name}', rootDir: __dirname };\n`);
write('eslint.config.mjs', "export { default } from '../../eslint.config.mjs';\n");
write('src/index.ts', '');
write('README.md', `# @tablecrawler/${name}\n`);
