import path from 'node:path';
import { testLintCases, type LintCase } from '../../../tools/testing/lint-snippets.cjs';

const ZONES = 'tablecrawler/import-zones';
const NX = '@nx/enforce-module-boundaries';

/** Each boundary of the site, broken on purpose next to a file that keeps it (STYLE.md: feature ↛ feature, feature ↛ app). */
const cases: LintCase[] = [
  ['a feature importing another feature', { filePath: 'src/features/probe/pages/probe-page.tsx', code: "import { other } from '../../other/api/get-other';\nexport const use = other;\n" }, [ZONES]],
  ['a feature importing src/app', { filePath: 'src/features/probe/components/probe-card.tsx', code: "import { router } from '../../../app/router';\nexport const use = router;\n" }, [ZONES]],
  ['a feature importing the app folder by its index', { filePath: 'src/features/probe/api/get-probe.ts', code: "export const load = () => import('../../../app');\n" }, [ZONES]],
  ['a feature importing its own parts, src/shared and libraries', { filePath: 'src/features/probe/pages/probe-ok-page.tsx', code: "import { hrefs } from '../../../shared/routes/routes';\nimport { getProbe } from '../api/get-probe';\nimport { LIMITS } from '@tablecrawler/contract';\nexport const use = [hrefs, getProbe, LIMITS];\n" }, []],
  ['src/shared importing a feature', { filePath: 'src/shared/session/probe.ts', code: "import { getProbe } from '../../features/probe/api/get-probe';\nexport const use = getProbe;\n" }, [ZONES]],
  ['the site importing a server package', { filePath: 'src/shared/probe-server.ts', code: "import Fastify from 'fastify';\nexport const use = Fastify;\n" }, [NX]],
];

describe('lint boundaries of the site (deliberate violations fail lint)', () => {
  testLintCases(path.resolve(__dirname, '..'), cases);
});
