// One admin list page: its heading (with the add button when the page adds), the outcome message,
// the list the page draws, 'Nothing here yet.' when it is empty, 'Load more' while the API has
// more, an add dialog and the confirmed delete. Each admin list (messages, jobs, testimonials,
// staff, referrals) is one of these with its own calls, texts and rows; edits, and opening an item's
// own view, are the rows' business.
// Focus never drops to the page where the control that had it goes away: after a confirmed delete
// (its row and Delete are gone) and on arrival from a deletion in an item's own view it moves to
// the heading; 'Load more' keeps it while busy, then hands it to the first item it brought (those
// come before the button, which goes with the last page), or to the heading if none came and the
// button went.
import { Button, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import {
  Fragment,
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { LIST_LIMITS } from '../../../../schema/contract/inputLimits';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { PageHeading } from '../components/PageHeading';
import { StatusMessage, useStatus, type StatusTone } from '../components/StatusMessage';
import { BusyButton } from '../components/SubmitButton';
import type { ListCall, RemoveCall } from '../data/entityCalls';
import { useConfirmedDelete, type DeleteTexts } from '../data/useConfirmedDelete';
import { usePagedList } from '../data/usePagedList';
import { commonText } from '../texts';

export interface ListTexts extends DeleteTexts {
  heading: string;
  /** The delete confirmation's question about the named item. */
  confirmDelete(name: string): string;
}

export interface Paging {
  /** How many items one call asks for. */
  pageSize: number;
  /** Every page loads at once; otherwise 'Load more' loads the next. */
  allPages: boolean;
}

/** The short lists: every item at once, as many a call as the API allows. */
export const ALL_AT_ONCE: Paging = { pageSize: LIST_LIMITS.maxLimit, allPages: true };

export interface AddButtonTexts {
  /** The heading's button that opens the add dialog. */
  add: string;
  /** Said when the dialog closes after adding. */
  added: string;
}

export interface AddAction {
  texts: AddButtonTexts;
  /** The add dialog, rendered afresh for each opening so that it starts empty. */
  dialog(props: { open: boolean; onClose(added: boolean): void }): ReactNode;
}

/** An admin list: what it calls, how it pages, its texts and how an item is named. */
export interface AdminList<Item> {
  texts: ListTexts;
  calls: { list: ListCall<Item>; remove: RemoveCall };
  paging: Paging;
  /** How an item is named in the delete question (and its buttons). */
  nameOf(item: Item): string;
}

/** What the page's rows are given: the items and the page's shared actions. */
export interface ListView<Item> {
  items: Item[];
  setItems: Dispatch<SetStateAction<Item[]>>;
  show(tone: StatusTone, text: string): void;
  reload(): Promise<void>;
  /** Opens the delete confirmation for the item. */
  askDelete(item: Item): void;
  /** The id of the first item the last 'Load more' brought: the rows move focus to it. */
  arrived: string | null;
}

export function EntityListPage<Item extends { id: string }>(props: {
  list: AdminList<Item>;
  add?: AddAction;
  /** Said as the page opens: what happened in an item's own view before it came back here. */
  outcome?: string;
  /** The rows. */
  children(view: ListView<Item>): ReactNode;
}) {
  const { texts, calls, paging, nameOf } = props.list;
  const { add } = props;
  const client = useApolloClient();
  const { status, show } = useStatus();
  const [adding, setAdding] = useState(false);
  const [openings, setOpenings] = useState(0);
  const [arrived, setArrived] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  const { outcome } = props;

  useEffect(() => {
    if (!outcome) return;
    show('success', outcome);
    // After the site's own focus on arrival (SiteRoot's effect, which runs after this one, moves
    // it to the h1): the list's heading says where the deletion led.
    const timer = setTimeout(() => heading.current?.focus());
    return () => clearTimeout(timer);
  }, [outcome, show]);

  const fetchPage = useCallback(
    (nextToken: string | null) => calls.list.send(client, paging.pageSize, nextToken),
    [client, calls.list, paging.pageSize],
  );
  const list = usePagedList(fetchPage, { allPages: paging.allPages });
  const deletion = useConfirmedDelete<Item>({
    remove: (id) => calls.remove.send(client, id),
    setItems: list.setItems,
    show,
    texts,
    operation: calls.remove.field,
  });

  const loadMore = async () => {
    const page = await list.loadMore();
    const focused = document.activeElement;
    // Where the user has moved on meanwhile, focus stays where they took it.
    if (!page || (focused !== loadMoreButton.current && focused !== document.body)) return;
    const [first] = page.items;
    if (first) setArrived(first.id);
    else if (!page.more) heading.current?.focus();
  };

  const openAdd = () => {
    setOpenings((count) => count + 1);
    setAdding(true);
  };
  /** Closes the add dialog, saying `outcome` when it added an item. */
  const closeAdd = (outcome: string | null) => {
    setAdding(false);
    if (outcome) show('success', outcome);
    // After Cancel too: the list also picks up what others changed meanwhile.
    void list.reload();
  };

  return (
    <>
      <PageHeading
        ref={heading}
        action={
          add && (
            <Button colorPalette="brand" onClick={openAdd}>
              {add.texts.add}
            </Button>
          )
        }
      >
        {texts.heading}
      </PageHeading>
      <StatusMessage status={status} />
      {props.children({
        items: list.items,
        setItems: list.setItems,
        show,
        reload: list.reload,
        askDelete: deletion.ask,
        arrived,
      })}
      {!list.loading && list.items.length === 0 && <Text mt="3">{commonText.empty}</Text>}
      {list.hasMore && (
        <BusyButton
          ref={loadMoreButton}
          mt="4"
          variant="outline"
          label={commonText.loadMore}
          busy={list.loading}
          onClick={() => void loadMore()}
        />
      )}
      {add && (
        <Fragment key={openings}>
          {add.dialog({
            open: adding,
            onClose: (added) => closeAdd(added ? add.texts.added : null),
          })}
        </Fragment>
      )}
      <ConfirmDialog
        open={deletion.deleting !== null}
        question={deletion.deleting ? texts.confirmDelete(nameOf(deletion.deleting)) : ''}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        finalFocus={deletion.deleted ? () => heading.current : undefined}
      />
    </>
  );
}
