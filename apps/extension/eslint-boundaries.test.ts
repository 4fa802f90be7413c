import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The package's exports hide its bin; the workspace install has it here.
const eslintBin = path.resolve(__dirname, '..', '..', 'node_modules', 'eslint', 'bin', 'eslint.js');

/** Lints `code` as if it were the file at `file` (relative to this project) with the project's real config; returns the rule ids reported. */
function lint(file: string, code: string): string[] {
  const result = spawnSync(process.execPath, [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', path.join(__dirname, file)], { cwd: __dirname, input: code, encoding: 'utf8' });
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (report?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('extension lint boundaries (a deliberate violation fails)', () => {
  it('lets the service worker reach a feature through its worker.ts entry, not its worker folder', () => {
    expect(lint('src/background/x.ts', "import { startCrawlWorker } from '../features/crawl/worker';\nvoid startCrawlWorker;\n")).toEqual([]);
    expect(lint('src/background/x.ts', "import { createCrawlRunner } from '../features/crawl/worker/crawl-runner';\nvoid createCrawlRunner;\n")).toEqual([expect.stringContaining('tablecrawler/import-zones: ')]);
  });

  it('lets other code reach a feature through index.ts, ui.ts and messages.ts (privacy itself: src/lint-boundaries.test.ts)', () => {
    expect(lint('src/panel/x.ts', "import { shapeRows } from '../features/preview';\nimport { PICK_MESSAGES } from '../features/pick/messages';\nimport { TablePicker } from '../features/pick/ui';\nvoid shapeRows;\nvoid PICK_MESSAGES;\nvoid TablePicker;\n")).toEqual([]);
    expect(lint('src/features/filter/ui/x.ts', "import { applyFilter } from '../model/keyword-filter';\nimport { defaultColumns } from '../../preview';\nimport { extensionT } from '../../../i18n';\nvoid applyFilter;\nvoid defaultColumns;\nvoid extensionT;\n")).toEqual([]);
  });

  it('keeps the existing runtime rules: no extension API outside platform, no React in the worker, no API client in content', () => {
    expect(lint('src/features/pick/ui/x.ts', "import browser from 'webextension-polyfill';\nvoid browser;\n")).toEqual([expect.stringContaining('no-restricted-imports: ')]);
    expect(lint('src/features/session/worker/x.ts', "import { useState } from 'react';\nvoid useState;\n")).toEqual([expect.stringContaining('no-restricted-imports: ')]);
    expect(lint('src/content/x.ts', "import { createApiClient } from '@tablecrawler/api-client';\nvoid createApiClient;\n")).toEqual([expect.stringContaining('no-restricted-imports: ')]);
  });
});
