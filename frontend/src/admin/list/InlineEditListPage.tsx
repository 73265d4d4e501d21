// A list page whose items are edited in place (jobs, testimonials): the shared list page with an
// add dialog and a card per item that switches between view and inline edit. The API's answer to a
// save replaces the item; the page says how it went.
import { useApolloClient } from '@apollo/client/react';
import type { ComponentType, ReactNode } from 'react';
import { CardList } from '../components/ItemCards';
import type { CreateCall, UpdateCall } from '../data/entityCalls';
import { useRowSave, type SaveTexts } from '../data/useRowSave';
import { AddFormDialog, type AddTexts } from './AddFormDialog';
import type { DraftForm } from './draftForm';
import { EditableCard } from './EditableCard';
import { EntityListPage, type AdminList, type ListTexts, type ListView } from './EntityListPage';

export interface InlineEditTexts extends ListTexts, SaveTexts, AddTexts {
  /** The list's accessible name. */
  listLabel: string;
}

/** An admin list whose items are edited in place; `nameOf` gives an item's title. */
export interface InlineEditList<Item extends { id: string }, Draft, Input> extends AdminList<Item> {
  texts: InlineEditTexts;
  calls: AdminList<Item>['calls'] & {
    create: CreateCall<Input>;
    update: UpdateCall<Input, Item>;
  };
  form: DraftForm<Draft, Input>;
  /** The draft an edit of the item starts from. */
  toDraft(item: Item): Draft;
  /** The title's size while the item is shown. */
  headingSize: 'md' | 'xl';
  /** The item as it is shown below its title. */
  Body: ComponentType<{ item: Item }>;
  /** What the cards are drawn inside, given the items shown: data the bodies share (a count). */
  Around?: ComponentType<{ items: readonly Item[]; children: ReactNode }>;
}

function EditableCards<Item extends { id: string }, Draft, Input>(props: {
  list: InlineEditList<Item, Draft, Input>;
  view: ListView<Item>;
}) {
  const { list, view } = props;
  const client = useApolloClient();
  const save = useRowSave({
    complete: list.form.complete,
    update: (id, input: Input) => list.calls.update.send(client, id, input),
    setItems: view.setItems,
    show: view.show,
    texts: list.texts,
    operation: list.calls.update.field,
  });
  const cards = (
    <CardList label={list.texts.listLabel}>
      {view.items.map((item) => (
        <EditableCard
          key={item.id}
          name={list.nameOf(item)}
          headingSize={list.headingSize}
          Fields={list.form.Fields}
          startDraft={() => list.toDraft(item)}
          onSave={(draft) => save(item, draft)}
          onDelete={() => view.askDelete(item)}
        >
          <list.Body item={item} />
        </EditableCard>
      ))}
    </CardList>
  );
  return list.Around ? <list.Around items={view.items}>{cards}</list.Around> : cards;
}

export function InlineEditListPage<Item extends { id: string }, Draft, Input>(props: {
  list: InlineEditList<Item, Draft, Input>;
}) {
  const { list } = props;
  const { texts, calls, form } = list;
  return (
    <EntityListPage
      list={list}
      add={{
        texts,
        dialog: (dialog) => (
          <AddFormDialog {...dialog} form={form} create={calls.create} texts={texts} />
        ),
      }}
    >
      {(view) => <EditableCards list={list} view={view} />}
    </EntityListPage>
  );
}
