// Deleting from an inbox list (messages, referrals, feedback, applications) asks for the tab's
// unread count again after the API answers, and a failed recount never turns a delete into a failure.
import type { ApolloClient } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoveCall } from '../../frontend/src/admin/data/entityCalls';
import { UnreadMessageCountDocument } from '../../frontend/src/admin/graphql/generated/operations';
import { removeAndRecount } from '../../frontend/src/admin/inbox/unreadCount';

function fakeClient(refetch: () => Promise<unknown>) {
  const refetchQueries = vi.fn(refetch);
  return { client: { refetchQueries } as unknown as ApolloClient, refetchQueries };
}

const order: string[] = [];
const remove: RemoveCall = {
  field: 'deleteMessage',
  send: vi.fn(async () => {
    order.push('delete');
    return true;
  }),
};

afterEach(() => {
  order.length = 0;
});

describe('an inbox list’s delete', () => {
  it('keeps the field, deletes, then asks for the unread count again', async () => {
    const { client, refetchQueries } = fakeClient(async () => {
      order.push('recount');
      return [];
    });
    const call = removeAndRecount(remove, UnreadMessageCountDocument);
    expect(call.field).toBe('deleteMessage');
    await expect(call.send(client, 'message-1')).resolves.toBe(true);
    expect(remove.send).toHaveBeenCalledWith(client, 'message-1');
    expect(refetchQueries).toHaveBeenCalledWith({ include: [UnreadMessageCountDocument] });
    expect(order).toEqual(['delete', 'recount']);
  });

  it('still reports the delete when the recount fails, and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakeClient(() => Promise.reject(new Error('offline')));
    const call = removeAndRecount(remove, UnreadMessageCountDocument);
    await expect(call.send(client, 'message-2')).resolves.toBe(true);
    expect(logged).toHaveBeenCalledWith(
      'The unread count could not be refreshed',
      expect.objectContaining({ message: 'offline' }),
    );
  });
});
