// /admin/msg: the message inbox, or one message's own view when the address names its id
// (/admin/msg?id=…), which the site serves without a route of its own.
import { useLocation, useSearchParams } from 'react-router-dom';
import type { InboxOutcome } from '../../inbox/InboxItemPage';
import { MessageDetail } from './MessageDetail';
import { MessageList } from './MessageList';
import { ID_PARAM } from './messageFormat';

export function MessagesPage() {
  const [search] = useSearchParams();
  const { state } = useLocation() as { state: InboxOutcome | null };
  const id = search.get(ID_PARAM);
  if (id) return <MessageDetail key={id} id={id} />;
  return <MessageList outcome={state?.outcome} />;
}
