// How long the referral attachment check takes to refuse zip bombs, and how far the process's peak
// memory grows meanwhile (the tests assert the memory and the refusal, not the time).
import { attachmentCheckOf } from '../../lambdas/shared/attachmentType';
import { deflatedEntry, deflatedZeros, wordDocumentEntries, zipOf } from '../support/zips';

const MIB = 1048576;

export async function measureZipBombs(): Promise<Record<string, string | number>[]> {
  const declaring = (name: string) => ({
    ...deflatedEntry(name, 'x'.repeat(100)),
    size: Math.floor((10 * 1024 * MIB) / 3),
  });
  const bombs: [string, Buffer][] = [
    ['64 MiB of zeros', zipOf([await deflatedZeros('[Content_Types].xml', 64)])],
    ['512 MiB of zeros', zipOf([await deflatedZeros('[Content_Types].xml', 512)])],
    ['10 GiB declared', zipOf([...wordDocumentEntries(), ...['a', 'b', 'c'].map(declaring)])],
  ];
  const rows = [];
  for (const [bomb, bytes] of bombs) {
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    const started = performance.now();
    const check = await attachmentCheckOf(bytes);
    rows.push({
      bomb,
      'file (KiB)': Math.round(bytes.length / 1024),
      'refused in (ms)': Number((performance.now() - started).toFixed(1)),
      'peak memory growth (MiB)': Math.round(
        (process.resourceUsage().maxRSS * 1024 - peakBefore) / MIB,
      ),
      answer: 'problem' in check ? 'refused' : `accepted as ${check.contentType}`,
    });
  }
  return rows;
}
