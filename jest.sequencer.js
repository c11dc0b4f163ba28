// Browser test files run first, the accessibility audits first among them: each drives a shop and
// Chromium for far longer than the other files take, and an audit checks every page at two sizes.
// Without timings from an earlier run (a clean clone, as in CI), jest orders files by size, which
// put the audit (a short file) near the end, where it ran alone on one of the two workers while
// the other had nothing left to do.
const Sequencer = require('@jest/test-sequencer').default;

class BrowserTestsFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const inBrowser = (test) => test.context.config.displayName?.name === 'e2e';
    const audit = (test) => /[\\/]a11y[^\\/]*\.e2e\.test\.ts$/.test(test.path);
    return [
      ...sorted.filter((test) => inBrowser(test) && audit(test)),
      ...sorted.filter((test) => inBrowser(test) && !audit(test)),
      ...sorted.filter((test) => !inBrowser(test)),
    ];
  }
}

module.exports = BrowserTestsFirst;
