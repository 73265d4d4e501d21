// A list item that switches between its view and an inline edit of its form (Save, Cancel). Save
// leaves edit mode only once the page has saved the draft. The control that had focus is gone
// after each switch, so focus moves on: to the form's heading on Edit, back to the Edit button on
// Save and Cancel, as a dialog returns it to the button that opened it.
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ItemCard } from '../components/ItemCards';
import { SubmitButton } from '../components/SubmitButton';
import { commonText } from '../texts';
import { RowActions } from './RowActions';

export function EditableCard<Draft>(props: {
  /** The item's title, its heading and the name its buttons carry. */
  name: string;
  /** The heading's size while the item is shown. */
  headingSize: 'md' | 'xl';
  Fields: ComponentType<{ draft: Draft; onChange(draft: Draft): void }>;
  /** The draft an edit starts from. */
  startDraft(): Draft;
  /** Resolves true once the draft is saved. */
  onSave(draft: Draft): Promise<boolean>;
  onDelete(): void;
  /** The item as it is shown below its heading. */
  children: ReactNode;
}) {
  const { name, Fields } = props;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = draft !== null;
  const shownEditing = useRef(editing);
  const editHeading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (shownEditing.current === editing) return;
    shownEditing.current = editing;
    (editing ? editHeading : editButton).current?.focus();
  }, [editing]);

  const save = async () => {
    if (!draft) return;
    setBusy(true);
    const saved = await props.onSave(draft);
    setBusy(false);
    if (saved) setDraft(null);
  };

  return (
    <ItemCard>
      {draft ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          noValidate
        >
          <Stack gap="3">
            <Heading as="h3" size="md" ref={editHeading} tabIndex={-1}>
              {commonText.edit}: {name}
            </Heading>
            <Fields draft={draft} onChange={setDraft} />
            <Flex gap="2" wrap="wrap">
              <SubmitButton label={commonText.save} busy={busy} />
              <Button variant="outline" onClick={() => setDraft(null)}>
                {commonText.cancel}
              </Button>
            </Flex>
          </Stack>
        </form>
      ) : (
        <Stack gap="2">
          <Heading as="h3" size={props.headingSize}>
            {name}
          </Heading>
          {props.children}
          <RowActions
            name={name}
            editRef={editButton}
            onEdit={() => setDraft(props.startDraft())}
            onDelete={props.onDelete}
          />
        </Stack>
      )}
    </ItemCard>
  );
}
