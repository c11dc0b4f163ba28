/**
 * Jest reads this file through ts-node, which by default type-checks it first, building a program
 * of it and every type it reaches at each start; npm run typecheck checks it (tsconfig.server.json).
 * ts-node only transpiles it, as CommonJS (the Bundler resolution of tsconfig.json needs ES modules).
 * @jest-config-loader-options {"transpileOnly":true,"compilerOptions":{"module":"CommonJS","moduleResolution":"node"}}
 */
import type { Config } from 'jest';

const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node',
      jsx: 'react-jsx',
      isolatedModules: true,
      esModuleInterop: true,
    },
  },
];

const config: Config = {
  // Tests drive a real database and server; on a busy 2-core machine a registration-heavy test can
  // pass jest's default of 5 s.
  testTimeout: 20_000,
  testSequencer: '<rootDir>/jest.sequencer.js',
  // A worker keeps what each test file loaded (its own copy of the server's modules) until it is
  // collected; past this size after a file, the worker is replaced, and a smaller heap costs the
  // files after it less time in the garbage collector than starting a new worker does.
  workerIdleMemoryLimit: '800MB',
  // Names the run, whose database and data dir templates the tests copy (server/test/templates.ts).
  globalSetup: '<rootDir>/server/test/globalSetup.ts',
  globalTeardown: '<rootDir>/server/test/globalTeardown.ts',
  projects: [
    {
      displayName: 'islands',
      testEnvironment: '<rootDir>/shared/test/jsdom-env.js',
      roots: ['<rootDir>/islands', '<rootDir>/shared'],
      transform: { '^.+\\.tsx?$': tsJest },
      setupFilesAfterEnv: ['<rootDir>/shared/test/setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/shared/test/styleStub.js' },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/sandbox'],
      transform: { '^.+\\.ts$': tsJest },
    },
    {
      displayName: 'e2e',
      testEnvironment: '<rootDir>/e2e/browserEnvironment.ts',
      roots: ['<rootDir>/e2e'],
      transform: { '^.+\\.ts$': tsJest },
    },
  ],
};

export default config;
