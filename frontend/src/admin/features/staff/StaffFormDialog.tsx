// 'Add Employee' and 'Edit Employee': the five text fields, and the photo, which is uploaded
// through the upload manager before the profile is saved (required when adding, optional when
// editing). Closing the dialog cancels an upload that is still running.
import { Input } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { draftFields } from '../../components/draftFields';
import { LabelledField } from '../../components/fields';
import { FormDialog } from '../../components/FormDialog';
import { StatusMessage, useStatus } from '../../components/StatusMessage';
import { errorMessage } from '../../data/errorMessage';
import {
  CreateStaffDocument,
  UpdateStaffDocument,
  type StaffFieldsFragment,
} from '../../graphql/generated/operations';
import { staffText } from '../../texts';
import { apolloUploadApi } from '../../upload/apolloUploadApi';
import { checkPhoto } from '../../upload/photoCheck';
import { UploadCanceledError } from '../../upload/types';
import { UploadProgress } from '../../upload/UploadProgress';
import { startUpload, type UploadTask } from '../../upload/uploadManager';
import { xhrPut } from '../../upload/xhrPut';
import { STAFF_PHOTO_LIMITS } from '../../../../../schema/contract/inputLimits';

const TEXT_FIELDS = ['name', 'role', 'description', 'certificates', 'experience'] as const;
type StaffText = Record<(typeof TEXT_FIELDS)[number], string>;

const emptyStaff: StaffText = {
  name: '',
  role: '',
  description: '',
  certificates: '',
  experience: '',
};

/** Why an API error happened, without the field path the API puts in front of validation errors. */
function uploadFailureReason(error: unknown): string | undefined {
  return errorMessage(error)?.replace(/^size: /, '');
}

export function StaffFormDialog(props: {
  /** The member being edited; absent for 'Add Employee'. */
  editing?: StaffFieldsFragment;
  open: boolean;
  onClose(outcome: 'added' | 'updated' | null): void;
}) {
  const { editing } = props;
  const client = useApolloClient();
  const { status, show, clear } = useStatus();
  const [values, setValues] = useState<StaffText>(() => (editing ? pickText(editing) : emptyStaff));
  const [photo, setPhoto] = useState<File | null>(null);
  const [task, setTask] = useState<UploadTask | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (outcome: 'added' | 'updated' | null) => {
    if (task) void task.cancel().catch((error: unknown) => console.error('Abort failed', error));
    clear();
    props.onClose(outcome);
  };

  /** Uploads the photo; resolves to its published key, or undefined after showing why not. */
  const uploadPhoto = async (file: File): Promise<string | undefined> => {
    const check = await checkPhoto(file);
    if (!check.ok) {
      show('error', check.problem);
      return undefined;
    }
    const upload = startUpload({
      file,
      fileName: file.name,
      contentType: check.contentType,
      api: apolloUploadApi(client),
      put: xhrPut,
    });
    setTask(upload);
    try {
      return (await upload.done).key;
    } catch (error) {
      if (error instanceof UploadCanceledError) {
        show('error', error.message);
      } else {
        console.error('The photo upload failed', error);
        const reason = uploadFailureReason(error);
        show('error', reason ? `${staffText.photoFailed} ${reason}` : staffText.photoFailed);
      }
      return undefined;
    } finally {
      setTask(null);
    }
  };

  const submit = async () => {
    const trimmed = Object.fromEntries(
      TEXT_FIELDS.map((field) => [field, values[field].trim()]),
    ) as StaffText;
    if (TEXT_FIELDS.some((field) => !trimmed[field]) || (!editing && !photo)) {
      show('error', staffText.missingFields);
      return;
    }
    clear();
    setBusy(true);
    try {
      const imageUrl = photo ? await uploadPhoto(photo) : undefined;
      if (photo && !imageUrl) return;
      if (editing) await update(editing, trimmed, imageUrl);
      else await create(trimmed, imageUrl!);
    } finally {
      setBusy(false);
    }
  };

  const create = async (input: StaffText, imageUrl: string) => {
    try {
      await client.mutate({
        mutation: CreateStaffDocument,
        variables: { input: { ...input, imageUrl } },
      });
      close('added');
    } catch (error) {
      console.error('createStaff failed', error);
      show('error', errorMessage(error) ?? staffText.addError);
    }
  };

  const update = async (member: StaffFieldsFragment, input: StaffText, imageUrl?: string) => {
    try {
      const { data } = await client.mutate({
        mutation: UpdateStaffDocument,
        variables: { input: { id: member.id, ...input, ...(imageUrl ? { imageUrl } : {}) } },
      });
      if (!data?.updateStaff) {
        show('error', staffText.updateFailed);
        return;
      }
      close('updated');
    } catch (error) {
      console.error('updateStaff failed', error);
      // The API's refusal says what it refused (a field, say); a call that failed on the way has
      // nothing useful to say, so it gets the general text.
      show(
        'error',
        CombinedGraphQLErrors.is(error)
          ? (errorMessage(error) ?? staffText.updateFallback)
          : staffText.updateError,
      );
    }
  };

  const fields = draftFields(values, setValues);
  return (
    <FormDialog
      open={props.open}
      title={editing ? staffText.editTitle : staffText.addTitle}
      submitLabel={editing ? staffText.saveChanges : staffText.submit}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={() => close(null)}
    >
      {fields.input('name', staffText.name)}
      {fields.input('role', staffText.role)}
      {fields.area('description', staffText.description, 2)}
      {fields.area('certificates', staffText.certificates, 2)}
      {fields.area('experience', staffText.experience, 2)}
      <LabelledField
        label={staffText.photo}
        required={!editing}
        hint={editing ? `${staffText.keepPhoto}. ${staffText.photoHint}` : staffText.photoHint}
      >
        <Input
          type="file"
          p="1"
          accept={STAFF_PHOTO_LIMITS.contentTypes.join(',')}
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        />
      </LabelledField>
      {task && <UploadProgress task={task} />}
      <StatusMessage status={status} />
    </FormDialog>
  );
}

function pickText(member: StaffFieldsFragment): StaffText {
  return {
    name: member.name,
    role: member.role,
    description: member.description,
    certificates: member.certificates,
    experience: member.experience,
  };
}
