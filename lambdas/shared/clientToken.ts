// A client token makes a create safe to send again: the item's id is derived from it, so a resend
// meets the first attempt's item instead of storing a second one (lambdas/shared/repository.ts).

import { createHash } from 'node:crypto';
import type { Entity } from './config';
import { ValidationError } from './errors';

/**
 * A token stands for one filling of a form: sent again with other content it is refused, with the
 * same words whichever field differs, so the answer tells nothing about the stored item.
 */
export function clientTokenReused(): ValidationError {
  return new ValidationError(
    'clientToken',
    'Was already used for another form. Reload the page and send it again.',
  );
}

/** A UUID-shaped id derived from the token, so a client never chooses a stored id itself. */
export function idForClientToken(entity: Entity, token: string): string {
  const hex = createHash('sha256').update(`${entity}:${token.toLowerCase()}`).digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}
