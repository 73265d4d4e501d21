import { chakra } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { REFERRAL_ATTACHMENT_LIMITS } from '../../../../schema/contract/inputLimits';
import { REFERRAL_FORM } from '../../../../schema/contract/referralFields';
import { referralFormText } from './content/referralForm';
import { GraphqlRequestError } from '../../data/graphqlClient';
import {
  attachmentContentType,
  sendReferral,
  uploadReferralAttachment,
  type CheckedAttachment,
} from './data/referrals';
import { CollectionNotice } from '../../components/CollectionNotice';
import { AttachmentField, type Attachment } from './AttachmentField';
import { PublicForm } from '../../components/form/PublicForm';
import { usePublicForm } from '../../components/form/usePublicForm';
import { TableSections } from '../../components/form/TableSections';
import { fieldId, REFERRAL_FIELDS, REFERRAL_ID_PREFIX } from './referralFields';
import { chosenService, serviceBox } from './chosenService';
import { REFERRAL_SERVICE_PARAM } from '../../paths';

const text = referralFormText;

/** The form's checks: loaded once the visitor starts answering (usePublicForm.ts). */
const loadChecks = () => import('./referralChecks');

/** Why the API refused a file, in its own words when it gave a reason, for the visitor. */
function uploadProblem(fileName: string, error: unknown): string {
  const reason =
    error instanceof GraphqlRequestError
      ? error.errors
          .find((entry) => entry.errorType === 'ValidationError')
          ?.message.replace(/^[a-z]+: /, '')
      : undefined;
  return text.errors.uploadFailed(fileName, reason ?? text.errors.uploadFailedGeneric);
}

const isChecked = (value: unknown): value is CheckedAttachment => {
  const item = value as Partial<CheckedAttachment> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.key === 'string' &&
    typeof item.fileName === 'string' &&
    typeof item.contentType === 'string' &&
    typeof item.size === 'number'
  );
};

/** The checked attachments kept with the form's progress, or none if what was saved is not. */
function keptAttachments(stored: unknown): CheckedAttachment[] {
  if (Array.isArray(stored) && stored.every(isChecked)) {
    return stored.slice(0, REFERRAL_ATTACHMENT_LIMITS.maxPerReferral);
  }
  console.warn('The saved referral attachments are not checked attachments: they are dropped');
  return [];
}

/**
 * Ticks the service the page's address names (chosenService.ts), once the form is live and its
 * progress restored, and returns its title to say so. The address then drops it: the tick is the
 * visitor's to change, and a reload restores the form as they left it.
 */
function useChosenService(formRef: RefObject<HTMLFormElement | null>): string | undefined {
  const [chosen, setChosen] = useState<string>();
  useEffect(() => {
    const service = chosenService(window.location.search);
    const element = formRef.current;
    if (!service || !element) return;
    const box = serviceBox(element, service.key);
    if (!box) throw new Error(`The referral form has no box for the service ${service.key}`);
    if (!box.checked) box.click();
    setChosen(service.title);
    const address = new URL(window.location.href);
    address.searchParams.delete(REFERRAL_SERVICE_PARAM);
    window.history.replaceState(window.history.state, '', address);
    // Emptied once sent: the box is no longer ticked.
    const forget = () => setChosen(undefined);
    element.addEventListener('reset', forget);
    return () => element.removeEventListener('reset', forget);
  }, [formRef]);
  return chosen;
}

/**
 * The online referral: short groups of fields, GOV.UK style (PublicForm.tsx). Attachments upload
 * as chosen; the referral is not sent while one is still uploading. The form's progress keeps the
 * uploaded attachments by their checked upload (the API keeps a checked file for a day): after a
 * reload they show as uploaded and are sent by key, and if the file is gone by then the API's
 * error at the attachments field asks for it again.
 */
export function ReferralForm() {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [attachmentError, setAttachmentError] = useState<string | undefined>();
  const uploaded = useMemo(
    () => attachments.flatMap((attachment) => (attachment.checked ? [attachment.checked] : [])),
    [attachments],
  );
  const form = usePublicForm({
    idPrefix: REFERRAL_ID_PREFIX,
    fields: REFERRAL_FIELDS,
    prepare: loadChecks,
    async check(data) {
      const checked = (await loadChecks()).checkReferral(data);
      if (attachments.every((attachment) => attachment.checked)) return checked;
      return { input: null, errors: { ...checked.errors, attachments: text.errors.uploading } };
    },
    send: async (input) => ({
      reference: await sendReferral({
        ...input,
        attachments: uploaded.map((attachment) => attachment.key),
      }),
      confirmation: text.confirmation,
    }),
    failed: text.errorSummary.failed,
    failureLog: 'Sending the referral failed',
    review: true,
    onSent() {
      setAttachments([]);
      setAttachmentError(undefined);
    },
    kept: {
      value: uploaded,
      restore(stored) {
        const restored = keptAttachments(stored).map((checked): Attachment => ({
          id: crypto.randomUUID(),
          fileName: checked.fileName,
          checked,
        }));
        // Files chosen before the form was live are replayed after this: they come after.
        setAttachments((list) => [
          ...restored.filter(
            (each) => !list.some((other) => other.checked?.key === each.checked?.key),
          ),
          ...list,
        ]);
      },
    },
  });

  const chosen = useChosenService(form.formRef);

  function chooseFiles(files: File[]) {
    const room = REFERRAL_ATTACHMENT_LIMITS.maxPerReferral - attachments.length;
    const problems: string[] = [];
    if (files.length > room) problems.push(text.errors.tooManyFiles);
    for (const file of files.slice(0, Math.max(room, 0))) {
      const contentType = attachmentContentType(file);
      if (!contentType) problems.push(text.errors.fileType(file.name));
      else if (file.size < REFERRAL_ATTACHMENT_LIMITS.minBytes)
        problems.push(text.errors.fileEmpty(file.name));
      else if (file.size > REFERRAL_ATTACHMENT_LIMITS.maxBytes)
        problems.push(text.errors.fileSize(file.name));
      else {
        const attachment: Attachment = {
          id: crypto.randomUUID(),
          fileName: file.name,
          checked: null,
        };
        setAttachments((list) => [...list, attachment]);
        uploadReferralAttachment(file, contentType).then(
          (checked) =>
            setAttachments((list) =>
              list.map((each) => (each.id === attachment.id ? { ...each, checked } : each)),
            ),
          (error: unknown) => {
            console.error('Uploading a referral attachment failed', error);
            setAttachments((list) => list.filter((each) => each.id !== attachment.id));
            setAttachmentError(uploadProblem(file.name, error));
          },
        );
      }
    }
    setAttachmentError(problems.length ? problems.join('. ') : undefined);
    form.clearErrors('attachments');
  }

  function removeAttachment(attachment: Attachment) {
    setAttachments((list) => list.filter((each) => each.id !== attachment.id));
    document.getElementById(fieldId('attachments'))?.focus();
  }

  return (
    <PublicForm
      form={form}
      text={text}
      // A problem with a chosen file shows at the file input until the next choice, not in the
      // summary.
      fieldErrors={{ ...form.errors, attachments: form.errors.attachments ?? attachmentError }}
      notice={<CollectionNotice paragraphs={text.collectionNotice} />}
      checkAnswers={{
        table: REFERRAL_FORM,
        own: { attachments: uploaded.map((attachment) => attachment.fileName) },
      }}
    >
      {chosen ? (
        <chakra.p
          fontSize="lg"
          borderLeftWidth="6px"
          borderColor="brand.700"
          pl={4}
          py={1}
          maxW="prose"
        >
          {text.chosenService(chosen)}
        </chakra.p>
      ) : null}
      <TableSections
        form={REFERRAL_FORM}
        own={{
          attachments: (
            <AttachmentField
              attachments={attachments}
              onChoose={chooseFiles}
              onRemove={removeAttachment}
            />
          ),
        }}
      />
    </PublicForm>
  );
}
