import { describe, expect, it } from 'vitest';
import { planUpload } from '../../lambdas/files/planUpload';
import { DEFAULT_PART_SIZE, MAX_OBJECT_SIZE, MAX_PARTS } from '../../schema/contract/uploadPlan';

const MIB = 1048576;

describe('planUpload', () => {
  it('uses the spec constants: 5 MiB parts, 10000 parts, 5 TiB', () => {
    expect(DEFAULT_PART_SIZE).toBe(5 * 1048576);
    expect(MAX_PARTS).toBe(10000);
    expect(MAX_OBJECT_SIZE).toBe(5497558138880);
  });

  it.each([1, 1024, 5 * MIB - 1, 5 * MIB])('sends %i bytes as one PUT', (size) => {
    expect(planUpload(size)).toEqual({ kind: 'single', partSize: 5 * MIB, partCount: 1 });
  });

  it.each([
    [5 * MIB + 1, 5 * MIB, 2],
    [20 * MIB, 5 * MIB, 4],
    [20 * MIB + 1, 5 * MIB, 5],
    [10000 * 5 * MIB, 5 * MIB, 10000],
    [10000 * 5 * MIB + 1, 10 * MIB, 5001],
    [10000 * 10 * MIB, 10 * MIB, 10000],
    [10000 * 10 * MIB + 1, 20 * MIB, 5001],
    [100 * 1024 * MIB, 20 * MIB, 5120],
    [MAX_OBJECT_SIZE, 640 * MIB, 8192],
  ])('splits %i bytes into parts of %i (%i parts)', (size, partSize, partCount) => {
    const plan = planUpload(size);
    expect(plan).toEqual({ kind: 'multipart', partSize, partCount });
    expect(plan.partCount).toBeLessThanOrEqual(MAX_PARTS);
    expect((plan.partCount - 1) * plan.partSize).toBeLessThan(size);
    expect(plan.partCount * plan.partSize).toBeGreaterThanOrEqual(size);
  });

  it('refuses anything above 5 TiB with the spec message', () => {
    expect(() => planUpload(MAX_OBJECT_SIZE + 1)).toThrow(
      expect.objectContaining({
        errorType: 'ValidationError',
        message: 'size: Object size cannot not be greater than 5TB.',
      }),
    );
  });
});
