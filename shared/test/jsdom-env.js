// jsdom lacks some browser APIs the islands use; Node 20 has them, so they are copied in.
// MessageChannel/MessagePort stay out: with them React's scheduler keeps jest alive.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'BroadcastChannel',
  'structuredClone',
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
];

class HaatJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (this.global[name] === undefined && globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = HaatJsdomEnvironment;
