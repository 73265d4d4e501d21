// How many items of an inbox (messages, referrals, feedback) nobody has opened yet: the tabs show
// it, and the inbox screens ask for it again after they open or delete one.
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { RemoveCall } from '../data/entityCalls';

type CountDocument<F extends string> = TypedDocumentNode<Record<F, number>, Record<string, never>>;

/**
 * The count, or undefined until it has loaded (or when it could not be: that is logged). `skip`:
 * the person's roles do not open the inbox, so it is not asked for.
 */
export function useUnreadCount<F extends string>(
  field: F,
  document: CountDocument<F>,
  skip = false,
): number | undefined {
  const { data, error } = useQuery(document, { fetchPolicy: 'cache-and-network', skip });
  useEffect(() => {
    if (error) console.error(`${field} failed`, error);
  }, [error, field]);
  return data?.[field];
}

/** Asks the API for the count again; the tab shows the new one. */
export async function refreshUnreadCount(
  client: ApolloClient,
  document: TypedDocumentNode<unknown, Record<string, never>>,
): Promise<void> {
  try {
    await client.refetchQueries({ include: [document] });
  } catch (error) {
    console.error('The unread count could not be refreshed', error);
  }
}

/** An inbox list's delete that then asks for the count again: deleting an unread item lowers it. */
export function removeAndRecount(
  remove: RemoveCall,
  document: TypedDocumentNode<unknown, Record<string, never>>,
): RemoveCall {
  return {
    field: remove.field,
    async send(apollo, id) {
      const removed = await remove.send(apollo, id);
      await refreshUnreadCount(apollo, document);
      return removed;
    },
  };
}
