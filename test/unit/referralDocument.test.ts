import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildReferralDocument } from '../../lib/referral-document/buildReferralDocument';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('referral document', () => {
  // The CDK asset is the form's bytes: any difference between builds redeploys the form.
  it('is byte-identical whenever and in whatever time zone it is built', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    vi.stubEnv('TZ', 'UTC');
    const first = await buildReferralDocument();

    vi.setSystemTime(new Date('2031-07-15T23:59:58Z'));
    vi.stubEnv('TZ', 'Australia/Sydney');
    const second = await buildReferralDocument();

    expect(second.equals(first)).toBe(true);
  });

  it('is still a Word document with the form in it', async () => {
    const docx = await buildReferralDocument();
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    const entries = unzipSync(docx);
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']),
    );
    const document = strFromU8(entries['word/document.xml'] ?? new Uint8Array());
    expect(document).toContain('NDIS number');
    expect(document).toContain('Referral Form');
    const core = strFromU8(entries['docProps/core.xml'] ?? new Uint8Array());
    expect(core).toMatch(/<dcterms:created [^>]*>2025-01-01T00:00:00Z<\/dcterms:created>/);
    expect(core).toMatch(/<dcterms:modified [^>]*>2025-01-01T00:00:00Z<\/dcterms:modified>/);
  });
});
