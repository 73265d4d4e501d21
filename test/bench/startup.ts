// `npm run bench` part: time from spawning `npm start` to its ready line, cold (a fresh DATA_DIR:
// keys, tables, users and demo data are created) and warm (the same DATA_DIR again). The frontend
// is built before, so neither start includes a build.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../lib/local/http/ports';
import { startNpmGroup, stopGroup } from '../integration/support/npm-start-group';

export async function measureStartup(): Promise<Record<string, string>[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-startup-'));
  const port = await freePort();
  const rows: Record<string, string>[] = [];
  try {
    for (const kind of ['cold (fresh DATA_DIR)', 'warm (same DATA_DIR)']) {
      const running = await startNpmGroup({ port, dataDir });
      rows.push({ start: kind, 'ms to ready line': running.readyMs.toFixed(0) });
      await stopGroup(running.child);
    }
    return rows;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
