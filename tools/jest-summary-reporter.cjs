// Appends one JSON line per Jest run to $TC_TEST_SUMMARY so that .ci/run can print the grand total.
const fs = require('node:fs');

class SummaryReporter {
  constructor(globalConfig) {
    this.globalConfig = globalConfig;
  }
  onRunComplete(_contexts, results) {
    const file = process.env.TC_TEST_SUMMARY;
    if (!file) return;
    const line = {
      project: process.env.NX_TASK_TARGET_PROJECT ?? this.globalConfig.rootDir,
      target: process.env.TC_TEST_LABEL ?? process.env.NX_TASK_TARGET_TARGET ?? 'test',
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}

module.exports = SummaryReporter;
