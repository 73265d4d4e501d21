// How many referrals nobody has opened yet: the Referrals tab shows it, and the referral screens
// ask for it again after they open or delete one.
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { UnreadReferralCountDocument } from '../graphql/generated/operations';

/** The count, or undefined until it has loaded (or when it could not be: that is logged). */
export function useUnreadReferralCount(): number | undefined {
  const { data, error } = useQuery(UnreadReferralCountDocument, {
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) console.error('unreadReferralCount failed', error);
  }, [error]);
  return data?.unreadReferralCount;
}

/** Asks the API for the count again; the tab shows the new one. */
export async function refreshUnreadReferralCount(client: ApolloClient): Promise<void> {
  try {
    await client.refetchQueries({ include: [UnreadReferralCountDocument] });
  } catch (error) {
    console.error('unreadReferralCount failed', error);
  }
}
