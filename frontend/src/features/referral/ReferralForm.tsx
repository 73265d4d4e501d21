import { chakra } from '@chakra-ui/react';
import { useEffect, useState, type RefObject } from 'react';
import { REFERRAL_ATTACHMENT_LIMITS } from '../../../../schema/contract/inputLimits';
import { REFERRAL_FORM } from '../../../../schema/contract/referralFields';
import { referralFormText } from './content/referralForm';
import {
  attachmentContentType,
  sendReferral,
  uploadReferralAttachment,
  type CheckedAttachment,
} from './data/referrals';
import { CollectionNotice } from '../../components/CollectionNotice';
import { fieldsGuard } from '../../components/form/fieldsGuard';
import { FileUploadField } from '../../components/form/FileUploadField';
import { useFileUploads } from '../../components/form/useFileUploads';
import { acceptedFiles } from '../../data/checkedUpload';
import { PublicForm } from '../../components/form/PublicForm';
import { usePublicForm } from '../../components/form/usePublicForm';
import { TableSections } from '../../components/form/TableSections';
import { REFERRAL_FIELDS, REFERRAL_ID_PREFIX } from './referralFields';
import { chosenService, serviceBox } from './chosenService';
import { REFERRAL_SERVICE_PARAM } from '../../paths';

const text = referralFormText;

/** The form's checks: loaded once the visitor starts answering (usePublicForm.ts). */
const loadChecks = () => import('./referralChecks');

const isChecked = fieldsGuard<CheckedAttachment>({
  key: 'string',
  fileName: 'string',
  contentType: 'string',
  size: 'number',
});

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
  const attachments = useFileUploads({
    maxFiles: REFERRAL_ATTACHMENT_LIMITS.maxPerReferral,
    minBytes: REFERRAL_ATTACHMENT_LIMITS.minBytes,
    maxBytes: REFERRAL_ATTACHMENT_LIMITS.maxBytes,
    contentType: attachmentContentType,
    upload: uploadReferralAttachment,
    problems: text.errors,
    failureLog: 'Uploading a referral attachment failed',
    isChecked,
  });
  const { uploaded } = attachments;
  const form = usePublicForm({
    idPrefix: REFERRAL_ID_PREFIX,
    fields: REFERRAL_FIELDS,
    prepare: loadChecks,
    async check(data) {
      const checked = (await loadChecks()).checkReferral(data);
      if (attachments.done) return checked;
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
    onSent: attachments.clear,
    kept: attachments.kept,
  });

  const chosen = useChosenService(form.formRef);

  return (
    <PublicForm
      form={form}
      text={text}
      // A problem with a chosen file shows at the file input until the next choice, not in the
      // summary.
      fieldErrors={{
        ...form.errors,
        attachments: form.errors.attachments ?? attachments.problem,
      }}
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
            <FileUploadField
              field="attachments"
              label={
                <>
                  {text.attachments.choose}{' '}
                  <chakra.span fontWeight="normal">{text.optional}</chakra.span>
                </>
              }
              hint={text.attachments.hint}
              accept={acceptedFiles(REFERRAL_ATTACHMENT_LIMITS.contentTypes)}
              multiple
              files={attachments.files}
              full={attachments.full}
              onChoose={(files) => {
                attachments.choose(files);
                form.clearErrors('attachments');
              }}
              onRemove={attachments.remove}
            />
          ),
        }}
      />
    </PublicForm>
  );
}
