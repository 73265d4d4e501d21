import { chakra } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { formText } from '../../content/formText';
import { useFieldError, useFieldIds } from './fieldIds';
import { ErrorMessage, FieldBox } from './formControls';
import type { CheckedFile, UploadedFile } from './useFileUploads';

const text = formText.files;

/**
 * A form's file input, GOV.UK style (its label, hint and problem above it), and the files chosen so
 * far, each with its state and a Remove button (useFileUploads.ts uploads them as chosen).
 * Removing a file puts focus back on the input.
 */
export function FileUploadField<Checked extends CheckedFile>({
  field,
  label,
  hint,
  accept,
  multiple = false,
  files,
  full,
  onChoose,
  onRemove,
}: {
  field: string;
  label: ReactNode;
  hint?: string;
  /** The file picker's `accept` (checkedUpload.ts acceptedFiles). */
  accept: string;
  multiple?: boolean;
  files: readonly UploadedFile<Checked>[];
  /** No more files can be chosen. */
  full: boolean;
  onChoose: (files: File[]) => void;
  onRemove: (file: UploadedFile<Checked>) => void;
}) {
  const error = useFieldError(field);
  const { fieldId, errorId, hintId } = useFieldIds();
  const id = fieldId(field);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Set by Remove: the input takes focus once rendered enabled again. */
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    inputRef.current?.focus();
  });
  return (
    <FieldBox error={error}>
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb={1}>
        {label}
      </chakra.label>
      {hint ? (
        <chakra.p id={hintId(field)} color="muted" mb={2} maxW="prose">
          {hint}
        </chakra.p>
      ) : null}
      <ErrorMessage field={field} />
      {files.length ? (
        <chakra.ul aria-label={text.listLabel} listStyleType="none" display="grid" gap={2} mb={4}>
          {files.map((file) => (
            <chakra.li
              key={file.id}
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
                {file.fileName}
              </chakra.span>
              <chakra.span color="muted" fontSize="sm" aria-live="polite">
                {file.checked ? text.uploaded : text.uploading}
              </chakra.span>
              <chakra.button
                type="button"
                onClick={() => {
                  refocus.current = true;
                  onRemove(file);
                }}
                aria-label={text.removeLabel(file.fileName)}
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
      <chakra.input
        ref={inputRef}
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={full}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? hintId(field) : '', error ? errorId(field) : '']
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => {
          const chosen = [...(event.currentTarget.files ?? [])];
          // Emptied, so that choosing the same file again (after removing it) is a change.
          event.currentTarget.value = '';
          if (chosen.length) onChoose(chosen);
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
