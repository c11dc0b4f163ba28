// Longest files first, so that the files still starting near the end of a run are short ones and
// both workers finish together instead of one running a long file alone.
// Jest knows each file's duration from an earlier run on this machine (its cache) and then orders
// by it. A clean clone (CI) has none: jest would order by file size, which puts a short file that
// drives a shop for a minute near the end. Then these groups go first, in this order: the browser
// tests (each drives a shop and Chromium; the accessibility audits check every page at two sizes),
// the server tests that start built shops as processes or fill a catalogue of 100,000 products,
// and the seed's; within a group, and for the rest, jest's own order.
const Sequencer = require('@jest/test-sequencer').default;

const SLOW_FIRST = [
  /[\\/]e2e[\\/]a11y[^\\/]*\.e2e\.test\.ts$/,
  /[\\/]e2e[\\/].*\.e2e\.test\.ts$/,
  /[\\/]server[\\/](instances|lifecycle|routes[\\/]seo)[\\/]/,
  /[\\/]server[\\/]seed[\\/]/,
];

class LongestFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    if (sorted.every((test) => test.duration != null)) return sorted;
    const group = (test) => {
      const index = SLOW_FIRST.findIndex((pattern) => pattern.test(test.path));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // Array.prototype.sort is stable: jest's order stands within a group.
    return sorted.sort((a, b) => group(a) - group(b));
  }
}

module.exports = LongestFirst;
