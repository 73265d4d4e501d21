// A public form's file upload, as the referral attachments and the job application's CV go: the API
// presigns a PUT (signed for the file's type and size) to a private key, the browser puts the file
// there, and the API checks what arrived by its content.

/** Browsers leave a file's type empty (or guess it) for some files: the name decides then. */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The type the upload is declared as, of the types `accepted`, or null for a file it does not take. */
export function uploadContentType<Type extends string>(
  file: File,
  accepted: readonly Type[],
): Type | null {
  const declared = accepted.find((type) => type === file.type);
  if (declared) return declared;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return accepted.find((type) => type === TYPE_BY_EXTENSION[extension]) ?? null;
}

/** The file picker's `accept`: the types taken, by the names they go by and by type. */
export const acceptedFiles = (accepted: readonly string[]): string =>
  [
    ...Object.entries(TYPE_BY_EXTENSION)
      .filter(([, type]) => accepted.includes(type))
      .map(([extension]) => `.${extension}`),
    ...accepted,
  ].join(',');

export interface UploadInput {
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * Uploads `file`: `start` presigns it, the browser puts it, `complete` has the API check it.
 * Resolves with what `complete` returns (the checked file, whose key the form sends).
 */
export async function uploadChecked<Checked>(
  file: File,
  contentType: string,
  start: (input: UploadInput) => Promise<{ key: string; url: string }>,
  complete: (input: { key: string; size: number }) => Promise<Checked>,
): Promise<Checked> {
  const upload = await start({ fileName: file.name, contentType, size: file.size });
  const response = await fetch(upload.url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: file,
  });
  if (!response.ok) throw new Error(`The upload answered HTTP ${response.status}`);
  return complete({ key: upload.key, size: file.size });
}
