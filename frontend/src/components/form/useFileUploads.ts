// The files a public form uploads as they are chosen (the referral's attachments, an application's
// CV): each is checked for its type and size here, uploaded at once and checked by the API
// (data/checkedUpload.ts); the form sends the checked files' keys.
import { useMemo, useState } from 'react';
import { formText } from '../../content/formText';
import { GraphqlRequestError } from '../../data/graphqlClient';

export interface UploadedFile<Checked extends CheckedFile> {
  id: string;
  fileName: string;
  /** The file as the API checked it; null while it uploads. */
  checked: Checked | null;
}

/** A file as the API checked it: its key is what the form sends. */
export interface CheckedFile {
  key: string;
  fileName: string;
}

export interface FileUploadRules<Type extends string, Checked extends CheckedFile> {
  maxFiles: number;
  minBytes: number;
  maxBytes: number;
  /** The type a file is uploaded as, or null for one the API does not take. */
  contentType: (file: File) => Type | null;
  upload: (file: File, contentType: Type) => Promise<Checked>;
  /** What is said of a refused file; the rest is formText.files. */
  problems: {
    tooManyFiles: string;
    fileType: (fileName: string) => string;
    fileSize: (fileName: string) => string;
  };
  /** What the console says when an upload fails. */
  failureLog: string;
  /** Whether a value kept with the form's progress (sessionStorage) is a checked file. */
  isChecked: (value: unknown) => value is Checked;
}

/** Why the API refused a file, in its own words when it gave a reason, for the visitor. */
function uploadProblem(fileName: string, error: unknown): string {
  const reason =
    error instanceof GraphqlRequestError
      ? error.errors
          .find((entry) => entry.errorType === 'ValidationError')
          ?.message.replace(/^[a-z]+: /, '')
      : undefined;
  return formText.files.uploadFailed(fileName, reason ?? formText.files.uploadFailedGeneric);
}

/**
 * The chosen files and the problem with the latest choice, if any. A file that cannot be taken is
 * not uploaded; one the API refuses is dropped and its reason shown.
 */
export function useFileUploads<Type extends string, Checked extends CheckedFile>(
  rules: FileUploadRules<Type, Checked>,
) {
  const [files, setFiles] = useState<UploadedFile<Checked>[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const uploaded = useMemo(
    () => files.flatMap((file) => (file.checked ? [file.checked] : [])),
    [files],
  );

  function choose(chosen: File[]) {
    const { problems } = rules;
    const room = rules.maxFiles - files.length;
    const found: string[] = [];
    if (chosen.length > room) found.push(problems.tooManyFiles);
    for (const file of chosen.slice(0, Math.max(room, 0))) {
      const contentType = rules.contentType(file);
      if (!contentType) found.push(problems.fileType(file.name));
      else if (file.size < rules.minBytes) found.push(formText.files.fileEmpty(file.name));
      else if (file.size > rules.maxBytes) found.push(problems.fileSize(file.name));
      else {
        const entry: UploadedFile<Checked> = {
          id: crypto.randomUUID(),
          fileName: file.name,
          checked: null,
        };
        setFiles((list) => [...list, entry]);
        rules.upload(file, contentType).then(
          (checked) =>
            setFiles((list) =>
              list.map((each) => (each.id === entry.id ? { ...each, checked } : each)),
            ),
          (error: unknown) => {
            console.error(rules.failureLog, error);
            setFiles((list) => list.filter((each) => each.id !== entry.id));
            setProblem(uploadProblem(file.name, error));
          },
        );
      }
    }
    setProblem(found.length ? found.join('. ') : undefined);
  }

  return {
    files,
    /** The checked files, in the order chosen. */
    uploaded,
    problem,
    /** Every file has finished uploading. */
    done: files.every((file) => file.checked),
    full: files.length >= rules.maxFiles,
    choose,
    remove(file: UploadedFile<Checked>) {
      setFiles((list) => list.filter((each) => each.id !== file.id));
    },
    /**
     * The checked files for the form's kept progress (usePublicForm's `kept`): a reload or Back
     * puts them back, before any chosen since (files chosen before the form was live are replayed
     * after this). What was saved is dropped, with a warning, unless it is a list of checked files.
     */
    kept: {
      value: uploaded,
      restore(stored: unknown) {
        if (!Array.isArray(stored) || !stored.every(rules.isChecked)) {
          console.warn('The saved files are not checked files: they are dropped');
          return;
        }
        const kept = stored.slice(0, rules.maxFiles);
        setFiles((list) => [
          ...kept
            .filter((each) => !list.some((other) => other.checked?.key === each.key))
            .map((checked) => ({ id: crypto.randomUUID(), fileName: checked.fileName, checked })),
          ...list,
        ]);
      },
    },
    clear() {
      setFiles([]);
      setProblem(undefined);
    },
  };
}
