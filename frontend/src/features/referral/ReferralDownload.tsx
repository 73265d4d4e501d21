import { chakra } from '@chakra-ui/react';
import { useRef, useState, type MouseEvent } from 'react';
import { REFERRAL_DOCUMENT_PATH } from '../../../../schema/contract/referralDocument';
import { referralText } from './content/referral';
import { fetchReferralDocument } from './data/referralDocument';

/** Hands a downloaded file to the browser to save under `fileName`. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A link to the referral document (the Word referral form), styled as a button, that downloads it as 'EW_Referral Form.docx'
 * from the site itself, so that it works without JavaScript too. Once hydrated, a click asks the
 * API for a short-lived link instead, fetches the file and saves it: any failure (no link, a
 * failed fetch) shows 'Download failed' on the page rather than leaving it for an error page.
 */
export function ReferralDownload() {
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFailed(false);
    try {
      saveFile(await fetchReferralDocument(), referralText.fileName);
    } catch (error) {
      console.error('Downloading the referral document failed', error);
      setFailed(true);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return (
    <chakra.div>
      <chakra.a
        href={REFERRAL_DOCUMENT_PATH}
        download={referralText.fileName}
        onClick={(event) => void download(event)}
        aria-disabled={busy || undefined}
        display="inline-flex"
        alignItems="center"
        gap={2}
        minH="target"
        px={6}
        borderRadius="full"
        bg="brand.700"
        color="white"
        fontWeight="semibold"
        textDecoration="none"
        cursor={busy ? 'progress' : 'pointer'}
        _hover={{ bg: 'brand.800' }}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {busy ? referralText.downloading : referralText.download}
      </chakra.a>
      <chakra.div role="alert" aria-atomic="true" mt={3}>
        {failed ? (
          <chakra.p
            color="danger"
            fontWeight="semibold"
            bg="gray.50"
            borderLeftWidth="4px"
            borderColor="danger"
            borderRadius="md"
            px={4}
            py={3}
          >
            {referralText.downloadFailed}
          </chakra.p>
        ) : null}
      </chakra.div>
    </chakra.div>
  );
}
