import { chakra } from '@chakra-ui/react';
import { referralFormText } from './content/referralForm';
import { REFERRAL_ATTACHMENT_LIMITS } from '../../../../schema/contract/inputLimits';
import type { CheckedAttachment } from './data/referrals';
import { useFieldError } from '../../components/form/fieldIds';
import { ErrorMessage, FieldBox } from '../../components/form/formControls';
import { errorId, fieldId } from './referralFields';

const text = referralFormText.attachments;

export interface Attachment {
  id: string;
  fileName: string;
  /** The file as the API checked it (its key is what createReferral takes); null while it uploads. */
  checked: CheckedAttachment | null;
}

/** What the file picker offers: the types the API takes, by name and by type. */
const ACCEPT = [
  '.pdf',
  '.docx',
  '.jpg',
  '.jpeg',
  '.png',
  ...REFERRAL_ATTACHMENT_LIMITS.contentTypes,
].join(',');

/**
 * The file input and the files chosen so far, each with its state and a Remove button. Choosing
 * files uploads them at once; a problem with one is shown here, above the input.
 */
export function AttachmentField({
  attachments,
  onChoose,
  onRemove,
}: {
  attachments: readonly Attachment[];
  onChoose: (files: File[]) => void;
  onRemove: (attachment: Attachment) => void;
}) {
  const error = useFieldError('attachments');
  const id = fieldId('attachments');
  const full = attachments.length >= REFERRAL_ATTACHMENT_LIMITS.maxPerReferral;
  return (
    <FieldBox error={error}>
      <chakra.p id={`${id}-hint`} color="muted" mb={3} maxW="prose">
        {text.hint}
      </chakra.p>
      <ErrorMessage field="attachments" />
      {attachments.length ? (
        <chakra.ul aria-label={text.listLabel} listStyleType="none" display="grid" gap={2} mb={4}>
          {attachments.map((attachment) => (
            <chakra.li
              key={attachment.id}
              display="flex"
              flexWrap="wrap"
              alignItems="center"
              gap={3}
              p={2}
              pl={3}
              bg="gray.50"
              borderRadius="md"
            >
              <chakra.span fontWeight="semibold" wordBreak="break-word" flex="1 1 10rem" minW={0}>
                {attachment.fileName}
              </chakra.span>
              <chakra.span color="muted" fontSize="sm" aria-live="polite">
                {attachment.checked ? text.uploaded : text.uploading}
              </chakra.span>
              <chakra.button
                type="button"
                onClick={() => onRemove(attachment)}
                aria-label={text.removeLabel(attachment.fileName)}
                minH="target"
                px={4}
                borderWidth="2px"
                borderColor="brand.700"
                borderRadius="full"
                color="brand.700"
                bg="white"
                fontWeight="semibold"
                cursor="pointer"
                _hover={{ bg: 'brand.50' }}
              >
                {text.remove}
              </chakra.button>
            </chakra.li>
          ))}
        </chakra.ul>
      ) : null}
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb={1}>
        {text.choose} <chakra.span fontWeight="normal">{referralFormText.optional}</chakra.span>
      </chakra.label>
      <chakra.input
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={full}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? errorId('attachments') : '']
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Emptied, so that choosing the same file again (after removing it) is a change.
          event.currentTarget.value = '';
          if (files.length) onChoose(files);
        }}
        maxW="full"
        p={2}
        borderWidth="2px"
        borderColor="gray.600"
        borderRadius="md"
        bg="white"
        cursor="pointer"
        _disabled={{ cursor: 'not-allowed', opacity: 0.6 }}
      />
    </FieldBox>
  );
}
