// Apps that tests build without an outdir write into the run's own folder, not the system's
// temporary folder, where aws-cdk-lib would leave them (test/cdk/temporary-dir-setup.ts).
import { realpathSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { expect, inject, it } from 'vitest';

it('an App without an outdir gets a folder inside the run’s output directory', () => {
  // aws-cdk-lib resolves symbolic links in the temporary folder's path (macOS's /var is one).
  expect(new App().outdir.startsWith(`${realpathSync(inject('cdkOutdir'))}/`)).toBe(true);
});
