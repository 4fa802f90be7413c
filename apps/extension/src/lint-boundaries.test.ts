import path from 'node:path';
import { testLintCases, type LintCase } from '../../../tools/testing/lint-snippets.cjs';

const ZONES = 'tablecrawler/import-zones';
const IMPORTS = 'no-restricted-imports';
const GLOBALS = 'no-restricted-globals';

/**
 * Each boundary of the extension, broken on purpose next to a file that keeps it (STYLE.md): feature internals are
 * private, background/ and worker/ have no DOM and no React, content/ never calls the API, only platform/ touches
 * the extension APIs.
 */
const cases: LintCase[] = [
  ["the panel importing a feature's internals", { filePath: 'src/panel/probe.tsx', code: "import { x } from '../features/probe/model/x';\nexport const use = x;\n" }, [ZONES]],
  ["a feature importing another feature's internals", { filePath: 'src/features/probe/model/a.ts', code: "import { y } from '../../other/worker/y';\nexport const use = y;\n" }, [ZONES]],
  ['the panel importing feature entries, a feature its own parts', { filePath: 'src/panel/probe-ok.tsx', code: "import { x } from '../features/probe';\nimport { X } from '../features/probe/ui';\nimport { i } from '../features/probe/index';\nexport const use = [x, X, i];\n" }, []],
  ['a feature importing its own internals and another feature\'s entry', { filePath: 'src/features/probe/ui/probe-card.tsx', code: "import { x } from '../model/x';\nimport { y } from '../../other';\nexport const use = [x, y];\n" }, []],
  ['background code using the DOM', { filePath: 'src/background/probe.ts', code: 'export const title = () => document.title;\n' }, [GLOBALS]],
  ['worker code importing React', { filePath: 'src/features/probe/worker/probe.ts', code: "import { useState } from 'react';\nexport const use = useState;\n" }, [IMPORTS]],
  ['worker code using localStorage', { filePath: 'src/features/probe/worker/probe-storage.ts', code: "export const read = () => localStorage.getItem('x');\n" }, [GLOBALS]],
  ['a content script importing the api-client', { filePath: 'src/content/probe.ts', code: "import { createApiClient } from '@tablecrawler/api-client';\nexport const use = createApiClient;\n" }, [IMPORTS]],
  ['code outside platform/ using chrome.*', { filePath: 'src/panel/probe-chrome.ts', code: 'export const id = () => chrome.runtime.id;\n' }, [GLOBALS]],
  ['code outside platform/ importing webextension-polyfill', { filePath: 'src/features/probe/ui/probe-browser.ts', code: "import browser from 'webextension-polyfill';\nexport const use = browser;\n" }, [IMPORTS]],
  ['platform/ using chrome.*', { filePath: 'src/platform/probe.ts', code: 'export const id = () => chrome.runtime.id;\n' }, []],
];

describe('lint boundaries of the extension (deliberate violations fail lint)', () => {
  testLintCases(path.resolve(__dirname, '..'), cases);
});
