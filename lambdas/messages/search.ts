// The admin inbox's server-side search and status filter. Each message stores `searchText`
// (schema/contract/messageSearch.ts) when it is created; the byCreatedAt query narrows with
// contains() on it, and the same match is then applied to each item read, which also finds
// messages stored before the attribute existed.

import type { Message, MessageStatus } from '../../schema/generated/types';
import type { FilterExpression } from '../shared/filter';
import { digitsOf, foldCase, searchTextOf } from '../../schema/contract/messageSearch';

export const SEARCH_ATTRIBUTE = 'searchText';

/** A message as stored: the API's fields plus the search attribute (never returned). */
export type StoredMessage = Message & { [SEARCH_ATTRIBUTE]?: string };

/** A term that reads like a phone number: digits with the usual separators. */
const PHONE_LIKE = /^[\d\s+().-]+$/;

export interface MessageQuery {
  /** Trimmed, non-empty, or null for every message. */
  search: string | null;
  status: MessageStatus | null;
}

interface Needles {
  text: string;
  /** The term's digits when it reads like a phone number, so "0400 123 456" finds 0400123456. */
  digits: string | null;
}

function needlesOf(search: string): Needles {
  const digits = digitsOf(search);
  return { text: foldCase(search), digits: PHONE_LIKE.test(search) && digits ? digits : null };
}

/** Whether the message matches: the truth the DynamoDB filter only approximates. */
export function messageMatcher(query: MessageQuery): (message: StoredMessage) => boolean {
  const needles = query.search ? needlesOf(query.search) : null;
  return (message) => {
    if (query.status && (message.status ?? 'NEW') !== query.status) return false;
    if (!needles) return true;
    const haystack = message[SEARCH_ATTRIBUTE] ?? searchTextOf(message);
    return (
      haystack.includes(needles.text) ||
      (needles.digits !== null && haystack.includes(needles.digits))
    );
  };
}

/**
 * The FilterExpression that narrows what DynamoDB returns. Items stored before `searchText` (or
 * `status`) existed pass it, and messageMatcher decides for them.
 */
export function messageFilterExpression(query: MessageQuery): FilterExpression | undefined {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, string> = {};
  if (query.search) {
    const needles = needlesOf(query.search);
    names['#searchText'] = SEARCH_ATTRIBUTE;
    values[':searchTerm'] = needles.text;
    const found = ['contains(#searchText, :searchTerm)'];
    if (needles.digits) {
      values[':searchDigits'] = needles.digits;
      found.push('contains(#searchText, :searchDigits)');
    }
    clauses.push(`(attribute_not_exists(#searchText) OR ${found.join(' OR ')})`);
  }
  if (query.status) {
    names['#status'] = 'status';
    values[':status'] = query.status;
    clauses.push(
      query.status === 'NEW'
        ? '(#status = :status OR attribute_not_exists(#status))'
        : '#status = :status',
    );
  }
  if (clauses.length === 0) return undefined;
  return { expression: clauses.join(' AND '), names, values };
}

/** Joins the generic list filter and the search's, which use distinct placeholders. */
export function bothFilters(
  first: FilterExpression | undefined,
  second: FilterExpression | undefined,
): FilterExpression | undefined {
  if (!first || !second) return first ?? second;
  return {
    expression: `(${first.expression}) AND (${second.expression})`,
    names: { ...first.names, ...second.names },
    values: { ...first.values, ...second.values },
  };
}
