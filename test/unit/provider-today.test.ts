// "Today" in the form checks is the provider's date, not UTC's: every Australian morning UTC is
// still on the day before, and a date of birth of today must not be "after today" then.
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkTableFields } from '../../frontend/src/components/form/tableChecks';
import { datePartName } from '../../frontend/src/components/form/dateParts';
import { fieldShape } from '../../lambdas/shared/fieldSchemas';
import type { AnyFieldTable } from '../../schema/contract/fieldTable';
import { providerDate } from '../../schema/contract/providerDate';
import { REFERRAL_FORM } from '../../schema/contract/referralFields';
import { siteConfig } from '../../schema/contract/siteConfig';
import { PROVIDER_MORNING } from '../support/clock';

// The referral's date of birth alone, as a one-field table.
const dateOfBirth = {
  participantDateOfBirth: REFERRAL_FORM.fields.participantDateOfBirth,
} as AnyFieldTable<{ participantDateOfBirth: string }>;

function typed(date: string): FormData {
  const [year, month, day] = date.split('-');
  const data = new FormData();
  data.set(datePartName('participantDateOfBirth', 'day'), String(Number(day)));
  data.set(datePartName('participantDateOfBirth', 'month'), String(Number(month)));
  data.set(datePartName('participantDateOfBirth', 'year'), year!);
  return data;
}

const serverCheck = z.object(fieldShape(dateOfBirth, {}));

beforeEach(() => {
  vi.useFakeTimers({ now: PROVIDER_MORNING.instant, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a date that may not be after today, on a morning in the provider’s time zone', () => {
  it('is the provider’s date, a day ahead of UTC’s', () => {
    expect(siteConfig.timeZone).toBe('Australia/Sydney');
    expect(providerDate(new Date())).toBe(PROVIDER_MORNING.date);
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-27');
  });

  it('takes the provider’s today, in the browser and on the server', () => {
    expect(checkTableFields(dateOfBirth, typed('2026-11-28')).errors).toEqual({});
    expect(serverCheck.safeParse({ participantDateOfBirth: '2026-11-28' }).success).toBe(true);
  });

  it('refuses the provider’s tomorrow, in the browser and on the server', () => {
    expect(checkTableFields(dateOfBirth, typed('2026-11-29')).errors).toHaveProperty(
      'participantDateOfBirth',
    );
    expect(serverCheck.safeParse({ participantDateOfBirth: '2026-11-29' }).success).toBe(false);
  });
});
