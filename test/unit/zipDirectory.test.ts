// The zip reader that guards Word attachments against zip bombs: it refuses by what the central
// directory declares, reading no entry's body, so even a real bomb is refused at once.
import { strToU8, zipSync } from 'fflate';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildReferralDocument } from '../../lib/referral-document/buildReferralDocument';
import { readZipDirectory } from '../../lambdas/shared/zipDirectory';
import { REFERRAL_ATTACHMENT_LIMITS } from '../../schema/contract/inputLimits';
import {
  deflatedEntry,
  deflatedZeros,
  wordDocumentEntries,
  zipOf,
  type ZipEntrySpec,
} from '../support/zips';

const LIMITS = REFERRAL_ATTACHMENT_LIMITS.wordDocument;
const MIB = 1048576;
const GIB = 1024 * MIB;

/** An entry whose directory declares `size` unpacked bytes for a small deflated body. */
function declaring(name: string, size: number): ZipEntrySpec {
  return { ...deflatedEntry(name, 'x'.repeat(100)), size };
}

function refusal(bytes: Uint8Array) {
  const directory = readZipDirectory(bytes, LIMITS);
  return directory.ok ? 'read' : directory.refusal;
}

describe('readZipDirectory', () => {
  it('lists a Word document’s entries: our own form, one zipped by fflate, one made here', async () => {
    const made = readZipDirectory(zipOf(wordDocumentEntries()), LIMITS);
    expect(made).toEqual({
      ok: true,
      entries: [
        { name: '[Content_Types].xml', compressedSize: expect.any(Number), uncompressedSize: 8 },
        { name: 'word/document.xml', compressedSize: expect.any(Number), uncompressedSize: 13 },
      ],
    });
    const fflate = readZipDirectory(
      zipSync({ 'word/document.xml': strToU8('<w/>'), 'media/a.png': new Uint8Array(5000) }),
      LIMITS,
    );
    expect(fflate.ok && fflate.entries.map((entry) => entry.name)).toEqual([
      'word/document.xml',
      'media/a.png',
    ]);
    const form = readZipDirectory(await buildReferralDocument(), LIMITS);
    expect(form.ok && form.entries.map((entry) => entry.name)).toContain('word/document.xml');
  });

  it('refuses a real bomb of 64 MiB and one of 512 MiB of zeros, by their directory', async () => {
    const sample = await deflatedZeros('zeros', 64);
    expect(inflateRawSync(sample.body).length).toBe(64 * MIB);
    for (const mib of [64, 512]) {
      const bomb = zipOf([
        deflatedEntry('word/document.xml', '<w/>'),
        await deflatedZeros('[Content_Types].xml', mib),
      ]);
      expect(readZipDirectory(bomb, LIMITS)).toEqual({
        ok: false,
        refusal: 'tooLarge',
        reason: `[Content_Types].xml unpacks to ${mib * MIB} bytes`,
      });
    }
  });

  it('refuses 10 GiB declared across entries, and entries within the entry limit that add up', () => {
    const tenGib = zipOf([0, 1, 2].map((index) => declaring(`part${index}.xml`, (10 * GIB) / 3)));
    expect(refusal(tenGib)).toBe('tooLarge');
    const adding = zipOf(
      [0, 1].map((index) => ({
        ...deflatedEntry(`part${index}.xml`, 'y'.repeat(400 * 1024)),
        // Honest ratio, within one entry's limit, over the total.
        body: new Uint8Array(LIMITS.maxEntryBytes / 10),
        size: LIMITS.maxEntryBytes,
      })),
    );
    expect(readZipDirectory(adding, LIMITS)).toMatchObject({
      ok: false,
      refusal: 'tooLarge',
      reason: expect.stringMatching(/^entries unpack to at least/),
    });
  });

  it('refuses an entry packed tighter than the ratio, but not a small one', () => {
    const tight = declaring('word/document.xml', 2 * MIB);
    expect(readZipDirectory(zipOf([tight]), LIMITS)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/is compressed 2097152 to \d+ bytes$/),
    });
    expect(refusal(zipOf([declaring('word/styles.xml', LIMITS.ratioFromBytes)]))).toBe('read');
  });

  it('refuses more entries than the limit', () => {
    const many = Array.from({ length: LIMITS.maxEntries + 1 }, (_, index) =>
      deflatedEntry(`e${index}`, ''),
    );
    expect(readZipDirectory(zipOf(many), LIMITS)).toMatchObject({
      ok: false,
      refusal: 'tooLarge',
      reason: `${LIMITS.maxEntries + 1} entries`,
    });
  });

  it('counts the directory’s sizes: a local header that declares less does not lower them', () => {
    const lying = { ...declaring('word/document.xml', 100 * MIB), localSize: 100 };
    expect(refusal(zipOf([lying]))).toBe('tooLarge');
  });

  it('refuses entries sharing one body (an overlapping bomb), ZIP64 and damaged archives', () => {
    const body = deflatedEntry('a.xml', 'z'.repeat(1000));
    const overlapping = zipOf([body, { ...body, name: 'a.xml', sameBodyAs: 0 }]);
    expect(readZipDirectory(overlapping, LIMITS)).toMatchObject({
      ok: false,
      refusal: 'unreadable',
      reason: 'a.xml overlaps another entry',
    });
    const zip64 = zipOf(wordDocumentEntries(), { zip64Counts: true });
    expect(readZipDirectory(zip64, LIMITS)).toMatchObject({ reason: 'ZIP64 archive' });
    const whole = zipOf(wordDocumentEntries());
    expect(refusal(whole.subarray(0, whole.length - 1))).toBe('unreadable');
    expect(refusal(whole.subarray(0, whole.length - 30))).toBe('unreadable');
    expect(refusal(Buffer.concat([whole, Buffer.from('trailing')]))).toBe('unreadable');
    expect(refusal(new Uint8Array(4))).toBe('unreadable');
  });
});
