// The referrals table beyond the shared data layer: a new referral's unique reference.

import type { Referral } from '../../schema/generated/types';
import { ItemExistsError, putNewItem } from '../shared/repository';
import { newReference } from './reference';

/** A clash needs two of 2^30 references to meet; five in a row means something else is wrong. */
const REFERENCE_ATTEMPTS = 5;

/**
 * Stores the referral `build` makes for a fresh reference. The reference is the id, so the table's
 * condition on new ids refuses one already taken, and another is drawn.
 */
export async function storeWithNewReference(build: (id: string) => Referral): Promise<Referral> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await putNewItem('Referral', build(newReference()));
    } catch (error) {
      if (!(error instanceof ItemExistsError) || attempt >= REFERENCE_ATTEMPTS) {
        throw error;
      }
    }
  }
}
