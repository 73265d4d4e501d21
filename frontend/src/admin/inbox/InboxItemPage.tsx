// The frame of an inbox item's own view (a message, a referral, a feedback item): the link back to
// the list, the item's heading with a confirmed delete that returns to the list, the page's outcome
// messages, its retention notice and history. Opening an item marks it read (the API's get does),
// so the tab's unread count is asked for again once it has loaded, and after a delete.
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuditTrail } from '../audit/AuditTrail';
import { RetentionNotice } from '../audit/RetentionNotice';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { PageHeading } from '../components/PageHeading';
import { StatusMessage, useStatus, type StatusTone } from '../components/StatusMessage';
import { hasErrorType } from '../data/errorMessage';
import type { AuditedKind } from '../graphql/generated/operations';
import { FactSection } from '../components/Facts';
import { auditText } from '../texts';
import { refreshUnreadCount } from './unreadCount';

/** Where the list says what happened in an item's own view (a deletion). */
export interface InboxOutcome {
  outcome?: string;
}

export interface InboxItemTexts {
  back: string;
  loading: string;
  notFound: string;
  loadFailed: string;
  deleted: string;
  /** The API answered that nothing was deleted. */
  deleteFailed: string;
  /** The call itself failed. */
  deleteError: string;
}

interface InboxItem {
  id: string;
  /** Moves with each status change and note, so the history is read again. */
  updatedAt: string;
  expiresAt?: number | null;
}

/** The item's query or delete mutation, and its field in the answer (which names it in the log). */
interface Operation<F extends string, Result, Variables> {
  document: TypedDocumentNode<Record<F, Result | null>, Variables>;
  field: F;
}

export function InboxItemPage<
  Item extends InboxItem,
  Get extends string,
  Delete extends string,
>(props: {
  id: string;
  kind: AuditedKind;
  get: Operation<Get, Item, { id: string }>;
  remove: Operation<Delete, { id: string }, { input: { id: string } }>;
  unreadCount: TypedDocumentNode<unknown, Record<string, never>>;
  listPath: string;
  texts: InboxItemTexts;
  /** The h2; the item is undefined while it loads or when it could not be. */
  title(item: Item | undefined): string;
  deleteLabel: string;
  confirmDelete(item: Item): string;
  /** Why the item may not be deleted yet (a complaint within its retention), or null when it may. */
  keptReason?(item: Item): string | null;
  /** What an item without an expiry is kept until (RetentionNotice's default otherwise). */
  keptText?: string;
  /** A status as the page names it, for the history's status changes. */
  statusLabel(value: string): string;
  /** The item's own sections, between the outcome messages and the retention notice. */
  children(item: Item, show: (tone: StatusTone, text: string) => void): ReactNode;
}) {
  const { id, get, remove, unreadCount, listPath, texts } = props;
  const client = useApolloClient();
  const navigate = useNavigate();
  const { status, show } = useStatus();
  const { data, loading, error } = useQuery(get.document, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const item = data?.[get.field] ?? undefined;
  const loaded = Boolean(item);

  useEffect(() => {
    if (loaded) void refreshUnreadCount(client, unreadCount);
  }, [loaded, client, unreadCount]);
  // An item deleted meanwhile (or a mistyped address) is NotFound: not a failure to log.
  const notFound = !error || hasErrorType(error, 'NotFound');
  useEffect(() => {
    if (!notFound) console.error(`${get.field} failed`, error);
  }, [notFound, error, get.field]);

  const confirm = async () => {
    setDeleting(true);
    try {
      const { data: deleted } = await client.mutate({
        mutation: remove.document,
        variables: { input: { id } },
      });
      if (!deleted?.[remove.field]) {
        show('error', texts.deleteFailed);
        return;
      }
      await refreshUnreadCount(client, unreadCount);
      await navigate(listPath, { state: { outcome: texts.deleted } satisfies InboxOutcome });
    } catch (caught) {
      console.error(`${remove.field} failed`, caught);
      show('error', texts.deleteError);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  const back = (
    <Box mb="3">
      <ChakraLink asChild color="brand.700" fontWeight="medium">
        <Link to={listPath}>
          <span aria-hidden="true">← </span>
          {texts.back}
        </Link>
      </ChakraLink>
    </Box>
  );

  if (!item) {
    return (
      <>
        {back}
        <PageHeading>{props.title(undefined)}</PageHeading>
        {loading ? (
          <Text role="status">{texts.loading}</Text>
        ) : (
          <Text role="alert">{notFound ? texts.notFound : texts.loadFailed}</Text>
        )}
      </>
    );
  }

  const keptReason = props.keptReason?.(item) ?? null;
  return (
    <>
      {back}
      <PageHeading
        action={
          keptReason ? undefined : (
            <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
              {props.deleteLabel}
            </Button>
          )
        }
      >
        {props.title(item)}
      </PageHeading>
      <StatusMessage status={status} />
      {props.children(item, show)}
      <FactSection heading={auditText.retentionHeading}>
        <RetentionNotice
          expiresAt={item.expiresAt}
          keptReason={keptReason}
          keptText={props.keptText}
        />
      </FactSection>
      <AuditTrail
        kind={props.kind}
        id={item.id}
        version={item.updatedAt}
        statusLabel={props.statusLabel}
      />
      <ConfirmDialog
        open={confirming}
        question={props.confirmDelete(item)}
        busy={deleting}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
