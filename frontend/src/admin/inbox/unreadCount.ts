// How many items of an inbox (referrals, feedback) nobody has opened yet: the tab shows it, and the
// item's screens ask for it again after they open or delete one. Shared by the inboxes' tabs.
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

type CountDocument<F extends string> = TypedDocumentNode<
  Record<F, number>,
  { [key: string]: never }
>;

/** The count, or undefined until it has loaded (or when it could not be: that is logged). */
export function useUnreadCount<F extends string>(
  field: F,
  document: CountDocument<F>,
): number | undefined {
  const { data, error } = useQuery(document, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) console.error(`${field} failed`, error);
  }, [field, error]);
  return data?.[field];
}

/** Asks the API for the count again; the tab shows the new one. */
export async function refreshUnreadCount(
  client: ApolloClient,
  field: string,
  document: CountDocument<string>,
): Promise<void> {
  try {
    await client.refetchQueries({ include: [document] });
  } catch (error) {
    console.error(`${field} failed`, error);
  }
}
