// Shared Jest settings: ts-jest only transpiles (type errors belong to the `typecheck` target),
// libraries resolve to their TypeScript source through the custom export condition. Every preset loads
// tools/jest-setup-dom.ts (jest-dom matchers; the Encoding API for jsdom, a no-op under node) so that files
// switching to jsdom with a `@jest-environment` docblock get it too; a config adding its own setup file appends
// it to `setupFilesAfterEnv`.
const path = require('node:path');

/** @param {'node' | 'jsdom'} env */
function jestPreset(env) {
  return {
    testEnvironment: env,
    testEnvironmentOptions: {
      customExportConditions:
        env === 'jsdom' ? ['@tablecrawler/source', 'browser', 'require', 'default'] : ['@tablecrawler/source', 'node', 'require', 'default'],
    },
    transform: {
      '^.+\\.(ts|tsx)$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.jest.json')}],
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
    setupFilesAfterEnv: [path.join(__dirname, 'tools/jest-setup-dom.ts')],
    reporters: ['default', path.join(__dirname, 'tools/jest-summary-reporter.cjs')],
  };
}

module.exports = { jestPreset };
