// A private file (a referral's attachment, an application's CV) as a button: each press asks the
// API for a fresh short-lived signed link (the server records the download in the item's history)
// and hands it to the browser, which saves the file. A link is never taken from Apollo's cache: it
// expires within minutes, and a press that reached no server would leave no record.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { StatusTone } from './StatusMessage';
import { BusyButton } from './SubmitButton';

export function SignedDownloadButton<TData, TVariables extends OperationVariables>(props: {
  label: string;
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  linkOf(data: TData): string;
  failedText: string;
  show(tone: StatusTone, text: string): void;
}) {
  const client = useApolloClient();
  const [fetching, setFetching] = useState(false);
  const { label, query, variables, linkOf, failedText, show } = props;

  const download = async () => {
    setFetching(true);
    try {
      const { data } = await client.query({ query, variables, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('The signed link query returned no data');
      // The link answers with Content-Disposition: attachment, so this page stays open.
      window.location.assign(linkOf(data));
    } catch (error) {
      console.error('A signed download link could not be fetched', error);
      show('error', failedText);
    } finally {
      setFetching(false);
    }
  };

  return (
    <BusyButton
      variant="outline"
      whiteSpace="normal"
      textAlign="start"
      height="auto"
      py="2"
      label={label}
      busy={fetching}
      onClick={() => void download()}
    />
  );
}
