// Test files share worker processes (`isolate: false` in vitest.config.ts: loading the stand-ins,
// the SDK and Playwright once per worker instead of once per file halves the unit layer's time).
// So that no file sees what another left behind, each file ends with the environment variables it
// found and with real timers and globals, whatever it changed and however.
import { afterAll, beforeAll, vi } from 'vitest';

let environment: NodeJS.ProcessEnv = {};

beforeAll(() => {
  environment = { ...process.env };
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const name of Object.keys(process.env)) {
    if (!(name in environment)) delete process.env[name];
  }
  Object.assign(process.env, environment);
});
