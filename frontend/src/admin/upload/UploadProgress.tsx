// A running photo upload: a progress bar once something has been sent, its state, and Pause,
// Resume and Cancel for a multipart upload. Screen readers hear the progress in quarter steps.
import { Button, Flex, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { staffText } from '../texts';
import type { UploadTask } from './uploadManager';

export function UploadProgress({ task }: { task: UploadTask }) {
  const snapshot = useSyncExternalStore(task.subscribe, task.snapshot, task.snapshot);
  const { state, percent, multipart } = snapshot;
  const running = state === 'IN_PROGRESS' || state === 'PAUSED';
  if (!running && state !== 'SUCCESS') return null;
  const announced =
    state === 'PAUSED'
      ? staffText.uploadPaused
      : `${staffText.uploading}: ${Math.floor(percent / 25) * 25}%`;
  return (
    <Stack gap="2">
      {percent > 0 ? (
        <Progress.Root value={percent} max={100} colorPalette="brand">
          <Flex justify="space-between">
            <Progress.Label>
              {state === 'PAUSED' ? staffText.uploadPaused : staffText.uploading}
            </Progress.Label>
            <Progress.ValueText>{percent}%</Progress.ValueText>
          </Flex>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : (
        state === 'PAUSED' && <Text aria-hidden="true">{staffText.uploadPaused}</Text>
      )}
      <VisuallyHidden role="status">{running ? announced : ''}</VisuallyHidden>
      {multipart && running && (
        <Flex gap="2" wrap="wrap">
          {state === 'PAUSED' ? (
            <Button size="sm" variant="outline" onClick={() => task.resume()}>
              {staffText.resume}
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => task.pause()}>
              {staffText.pause}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() =>
              void task
                .cancel()
                .catch((error: unknown) => console.error('The upload could not be aborted', error))
            }
          >
            {staffText.cancelUpload}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
