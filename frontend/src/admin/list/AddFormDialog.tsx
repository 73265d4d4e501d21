// An add dialog built from an item's form: a draft missing a field is refused with the page's text
// before any call; the API's refusal says what it refused, and a failed call gets the page's text
// and is logged. The dialog closes once the item is added.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { FormDialog } from '../components/FormDialog';
import { StatusMessage, useStatus } from '../components/StatusMessage';
import type { CreateCall } from '../data/entityCalls';
import { errorMessage } from '../data/errorMessage';
import type { DraftForm } from './draftForm';
import type { AddButtonTexts } from './EntityListPage';

export interface AddTexts extends AddButtonTexts {
  addTitle: string;
  submit: string;
  missingFields: string;
  addError: string;
}

export function AddFormDialog<Draft, Input>(props: {
  open: boolean;
  onClose(added: boolean): void;
  form: DraftForm<Draft, Input>;
  create: CreateCall<Input>;
  texts: AddTexts;
}) {
  const { form, create, texts } = props;
  const client = useApolloClient();
  const { status, show } = useStatus();
  const [draft, setDraft] = useState<Draft>(form.empty);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const input = form.complete(draft);
    if (!input) {
      show('error', texts.missingFields);
      return;
    }
    setBusy(true);
    try {
      await create.send(client, input);
      props.onClose(true);
    } catch (error) {
      console.error(`${create.field} failed`, error);
      show('error', errorMessage(error) ?? texts.addError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={props.open}
      title={texts.addTitle}
      submitLabel={texts.submit}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={() => props.onClose(false)}
    >
      <form.Fields draft={draft} onChange={setDraft} />
      <StatusMessage status={status} />
    </FormDialog>
  );
}
