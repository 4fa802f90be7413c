import path from 'node:path';
import { testLintCases, type LintCase } from '../../../tools/testing/lint-snippets.cjs';

const ZONES = 'tablecrawler/import-zones';
const ENV = 'no-restricted-properties';

/** Each boundary of the API, broken on purpose next to a file that keeps it (STYLE.md: routes → services → repositories). */
const cases: LintCase[] = [
  ['a route importing a repository', { filePath: 'src/modules/probe/probe.routes.ts', code: "import { find } from './probe.repository';\nexport const use = find;\n" }, [ZONES]],
  ['a route importing its service', { filePath: 'src/modules/probe/probe-ok.routes.ts', code: "import { create } from './probe.service';\nexport const use = create;\n" }, []],
  ["a service importing another module's repository", { filePath: 'src/modules/probe/probe.service.ts', code: "import { find } from '../other/other.repository';\nexport const use = find;\n" }, [ZONES]],
  ["a service importing its own repository and another module's service", { filePath: 'src/modules/probe/probe-ok.service.ts', code: "import { find } from './probe.repository';\nimport { other } from '../other/other.service';\nexport const use = [find, other];\n" }, []],
  ['a plugin importing another module\'s repository', { filePath: 'src/modules/probe/probe.plugin.ts', code: "import { find } from '../other/other.repository';\nexport const use = find;\n" }, [ZONES]],
  ['a repository importing a service', { filePath: 'src/modules/probe/probe.repository.ts', code: "import { create } from './probe.service';\nexport const use = create;\n" }, [ZONES]],
  ['a service importing its routes', { filePath: 'src/modules/probe/probe-two.service.ts', code: "import { routes } from './probe.routes';\nexport const use = routes;\n" }, [ZONES]],
  ['a module reading process.env', { filePath: 'src/modules/probe/probe-env.service.ts', code: "export const port = process.env['PORT'];\n" }, [ENV]],
  ['a plugin reading process.env', { filePath: 'src/plugins/probe.plugin.ts', code: 'export const port = process.env.PORT;\n' }, [ENV]],
  ['src/config reading process.env', { filePath: 'src/config/probe.ts', code: "export const port = process.env['PORT'];\n" }, []],
];

describe('lint boundaries of the API (deliberate violations fail lint)', () => {
  testLintCases(path.resolve(__dirname, '..'), cases);
});
