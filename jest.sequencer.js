// Browser test files run first. Each one starts a fresh shop and Chromium and takes up to minutes,
// while the other files take seconds. Without timings from an earlier run (a clean clone, as in CI),
// jest orders files by size. That put the longest browser file (the accessibility audit, a
// short file) near the end, where it ran alone on one of the two workers for minutes.
const Sequencer = require('@jest/test-sequencer').default;

class BrowserTestsFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const inBrowser = (test) => test.context.config.displayName?.name === 'e2e';
    return [...sorted.filter(inBrowser), ...sorted.filter((test) => !inBrowser(test))];
  }
}

module.exports = BrowserTestsFirst;
