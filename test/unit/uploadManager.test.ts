import { describe, expect, it, vi } from 'vitest';
import { partRequests } from '../../frontend/src/admin/upload/parts';
import {
  HttpError,
  NetworkError,
  type PutRequest,
  type StartedUpload,
  type UploadApi,
} from '../../frontend/src/admin/upload/types';
import {
  MAX_ATTEMPTS,
  PARALLEL_PARTS,
  RETRY_MAX_DELAY_MS,
  retryDelay,
  startUpload,
  type UploadTask,
} from '../../frontend/src/admin/upload/uploadManager';

const MIB = 1048576;

/** A PUT the test answers by hand, as a slow network would. */
interface PendingPut {
  request: PutRequest;
  succeed(etag?: string): void;
  failWith(error: Error): void;
}

function fakeStorage() {
  const pending: PendingPut[] = [];
  const all: PendingPut[] = [];
  const put = vi.fn(
    (request: PutRequest) =>
      new Promise<{ etag: string | null }>((resolve, reject) => {
        const entry: PendingPut = {
          request,
          succeed: (etag = `"etag-${request.url}"`) => {
            pending.splice(pending.indexOf(entry), 1);
            request.onProgress(request.body.size);
            resolve({ etag });
          },
          failWith: (error) => {
            pending.splice(pending.indexOf(entry), 1);
            reject(error);
          },
        };
        request.signal.addEventListener('abort', () => {
          pending.splice(pending.indexOf(entry), 1);
          reject(request.signal.reason);
        });
        pending.push(entry);
        all.push(entry);
      }),
  );
  return { put, pending, all };
}

function plannedUpload(size: number): StartedUpload {
  if (size <= 5 * MIB) {
    return {
      key: 'uploads/staff/1_a.png',
      partSize: size,
      url: 'single',
      uploadId: null,
      parts: [],
    };
  }
  const count = Math.ceil(size / (5 * MIB));
  return {
    key: 'uploads/staff/1_a.png',
    partSize: 5 * MIB,
    url: null,
    uploadId: 'upload-1',
    parts: Array.from({ length: count }, (_, i) => ({ partNumber: i + 1, url: `part-${i + 1}` })),
  };
}

function fakeApi(upload: StartedUpload) {
  return {
    start: vi.fn<UploadApi['start']>(async () => upload),
    complete: vi.fn<UploadApi['complete']>(async (input) => ({
      key: input.key.replace('uploads/', 'public/'),
      size: input.size,
      contentType: 'image/png',
    })),
    abort: vi.fn<UploadApi['abort']>(async () => undefined),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function upload(size: number, overrides: { api?: UploadApi } = {}) {
  const storage = fakeStorage();
  const api = fakeApi(plannedUpload(size));
  const file = new Blob([new Uint8Array(size)]);
  const task = startUpload({
    file,
    fileName: 'a.png',
    contentType: 'image/png',
    api: overrides.api ?? api,
    put: storage.put,
    sleep: async () => undefined,
  });
  return { task, api, storage, file };
}

async function finishAll(storage: ReturnType<typeof fakeStorage>, task: UploadTask) {
  while (task.snapshot().state === 'IN_PROGRESS') {
    await settle();
    if (storage.pending.length === 0) break;
    for (const entry of [...storage.pending]) entry.succeed();
  }
  await settle();
}

describe('partRequests', () => {
  it('maps a single-PUT plan to one request for the whole file', () => {
    expect(partRequests(plannedUpload(100), 100)).toEqual([
      { partNumber: 1, url: 'single', start: 0, end: 100 },
    ]);
  });

  it('cuts a multipart plan into 5 MiB parts with a shorter last one', () => {
    const size = 3 * 5 * MIB + 7;
    expect(partRequests(plannedUpload(size), size)).toEqual([
      { partNumber: 1, url: 'part-1', start: 0, end: 5 * MIB },
      { partNumber: 2, url: 'part-2', start: 5 * MIB, end: 10 * MIB },
      { partNumber: 3, url: 'part-3', start: 10 * MIB, end: 15 * MIB },
      { partNumber: 4, url: 'part-4', start: 15 * MIB, end: size },
    ]);
  });

  it('refuses a plan that breaks the part-size rule', () => {
    const size = 12 * MIB;
    expect(() => partRequests({ ...plannedUpload(size), partSize: 4 * MIB }, size)).toThrow(
      /does not match 3 parts of 5242880 bytes/,
    );
    expect(() => partRequests(plannedUpload(100), 6 * MIB)).toThrow();
    expect(() => partRequests(plannedUpload(6 * MIB), 100)).toThrow(/multipart/);
  });
});

describe('startUpload', () => {
  it('sends a file at or below the part size as one PUT with its content type', async () => {
    const { task, api, storage } = upload(5 * MIB);
    await settle();
    expect(api.start).toHaveBeenCalledWith({
      fileName: 'a.png',
      contentType: 'image/png',
      size: 5 * MIB,
    });
    expect(storage.pending).toHaveLength(1);
    expect(storage.pending[0]!.request).toMatchObject({ url: 'single', contentType: 'image/png' });
    expect(storage.pending[0]!.request.body.size).toBe(5 * MIB);
    expect(task.snapshot()).toMatchObject({ state: 'IN_PROGRESS', multipart: false });

    storage.pending[0]!.succeed();
    await expect(task.done).resolves.toEqual({
      key: 'public/staff/1_a.png',
      size: 5 * MIB,
      contentType: 'image/png',
    });
    expect(api.complete).toHaveBeenCalledWith({ key: 'uploads/staff/1_a.png', size: 5 * MIB });
    expect(task.snapshot()).toMatchObject({ state: 'SUCCESS', percent: 100, loaded: 5 * MIB });
  });

  it('sends a larger file as multipart, never more than 4 parts at once, and completes in order', async () => {
    const size = 6 * 5 * MIB + 1;
    const { task, api, storage } = upload(size);
    await settle();
    expect(task.snapshot().multipart).toBe(true);
    let most = 0;
    while (storage.pending.length > 0) {
      most = Math.max(most, storage.pending.length);
      expect(storage.pending.every((entry) => entry.request.contentType === undefined)).toBe(true);
      // Answer the newest first, so parts finish out of order.
      storage.pending.at(-1)!.succeed();
      await settle();
    }
    expect(most).toBe(PARALLEL_PARTS);
    await expect(task.done).resolves.toMatchObject({ key: 'public/staff/1_a.png' });
    expect(storage.put).toHaveBeenCalledTimes(7);
    expect(storage.all.map((entry) => entry.request.body.size)).toEqual(
      expect.arrayContaining([5 * MIB, 1]),
    );
    expect(api.complete).toHaveBeenCalledWith({
      key: 'uploads/staff/1_a.png',
      size,
      uploadId: 'upload-1',
      parts: Array.from({ length: 7 }, (_, i) => ({
        partNumber: i + 1,
        etag: `"etag-part-${i + 1}"`,
      })),
    });
  });

  it('reports progress as bytes are sent, and percent of the whole file', async () => {
    const size = 4 * 5 * MIB;
    const { task, storage } = upload(size);
    const seen: number[] = [];
    task.subscribe(() => seen.push(task.snapshot().percent));
    await settle();
    storage.pending[0]!.request.onProgress(MIB);
    expect(task.snapshot()).toMatchObject({ loaded: MIB, percent: 5 });
    storage.pending[1]!.request.onProgress(MIB);
    expect(task.snapshot()).toMatchObject({ loaded: 2 * MIB, percent: 10 });
    await finishAll(storage, task);
    expect(task.snapshot().percent).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('pauses (dropping parts in flight), sends nothing while paused, and resumes to the end', async () => {
    const size = 6 * 5 * MIB;
    const { task, api, storage } = upload(size);
    await settle();
    storage.pending[0]!.succeed();
    await settle();
    expect(storage.pending).toHaveLength(4);
    const inFlight = storage.pending.map((entry) => entry.request);

    task.pause();
    expect(task.snapshot().state).toBe('PAUSED');
    expect(inFlight.every((request) => request.signal.aborted)).toBe(true);
    expect(task.snapshot().loaded).toBe(5 * MIB);
    await settle();
    expect(storage.pending).toHaveLength(0);
    expect(storage.put).toHaveBeenCalledTimes(5);

    task.resume();
    expect(task.snapshot().state).toBe('IN_PROGRESS');
    await settle();
    expect(storage.pending.map((entry) => entry.request.url)).toEqual([
      'part-2',
      'part-3',
      'part-4',
      'part-5',
    ]);
    await finishAll(storage, task);
    await expect(task.done).resolves.toBeDefined();
    expect(api.complete.mock.calls[0]![0].parts).toHaveLength(6);
    expect(api.abort).not.toHaveBeenCalled();
  });

  it('cancels: stops every part, aborts on the server and ends CANCELED', async () => {
    const { task, api, storage } = upload(3 * 5 * MIB);
    await settle();
    const inFlight = storage.pending.map((entry) => entry.request);
    await task.cancel();
    expect(inFlight.every((request) => request.signal.aborted)).toBe(true);
    expect(api.abort).toHaveBeenCalledWith({ key: 'uploads/staff/1_a.png', uploadId: 'upload-1' });
    expect(task.snapshot().state).toBe('CANCELED');
    await expect(task.done).rejects.toThrow('Upload is canceled by user');
    await settle();
    expect(api.complete).not.toHaveBeenCalled();
    expect(storage.pending).toHaveLength(0);
  });

  it('cancels a paused upload, and one whose plan has not arrived yet', async () => {
    const paused = upload(3 * 5 * MIB);
    await settle();
    paused.task.pause();
    await paused.task.cancel();
    expect(paused.api.abort).toHaveBeenCalledTimes(1);

    let answer!: (value: StartedUpload) => void;
    const api = fakeApi(plannedUpload(100));
    api.start.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const early = upload(100, { api });
    const cancelled = early.task.cancel();
    answer(plannedUpload(100));
    await cancelled;
    expect(api.abort).toHaveBeenCalledWith({ key: 'uploads/staff/1_a.png', uploadId: null });
    expect(early.storage.put).not.toHaveBeenCalled();
    expect(early.task.snapshot().state).toBe('CANCELED');
  });

  it('retries a part that failed for a retryable reason, then carries on', async () => {
    const { task, storage } = upload(2 * 5 * MIB);
    await settle();
    storage.pending.find((entry) => entry.request.url === 'part-2')!.failWith(new HttpError(503));
    await settle();
    storage.pending.find((entry) => entry.request.url === 'part-2')!.failWith(new NetworkError());
    await settle();
    expect(storage.put).toHaveBeenCalledTimes(4);
    await finishAll(storage, task);
    expect(task.snapshot().state).toBe('SUCCESS');
  });

  it('fails after the last attempt, or at once when the error cannot be retried, and aborts', async () => {
    const exhausted = upload(2 * 5 * MIB);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      await settle();
      exhausted.storage.pending
        .find((entry) => entry.request.url === 'part-1')!
        .failWith(new HttpError(500));
    }
    await settle();
    expect(exhausted.task.snapshot()).toMatchObject({ state: 'ERROR' });
    expect(exhausted.task.snapshot().error).toBeInstanceOf(HttpError);
    expect(exhausted.storage.pending).toHaveLength(0);
    expect(exhausted.api.abort).toHaveBeenCalledTimes(1);
    await expect(exhausted.task.done).rejects.toThrow('HTTP 500');

    const refused = upload(100);
    await settle();
    refused.storage.pending[0]!.failWith(new HttpError(403));
    await settle();
    expect(refused.storage.put).toHaveBeenCalledTimes(1);
    expect(refused.task.snapshot().state).toBe('ERROR');
    expect(refused.api.abort).toHaveBeenCalledWith({
      key: 'uploads/staff/1_a.png',
      uploadId: null,
    });
  });

  it('fails when a part comes back without an ETag', async () => {
    const { task, storage } = upload(2 * 5 * MIB);
    await settle();
    storage.pending[0]!.succeed('');
    await expect(task.done).rejects.toThrow('The storage returned no ETag for part 1.');
  });

  it('ends in ERROR with the API message when complete refuses the upload', async () => {
    const api = fakeApi(plannedUpload(100));
    api.complete.mockRejectedValue(
      new Error('Upload failed. Expected object size 100, but got 99.'),
    );
    const { task, storage } = upload(100, { api });
    await settle();
    storage.pending[0]!.succeed();
    await expect(task.done).rejects.toThrow('Upload failed. Expected object size 100, but got 99.');
    expect(task.snapshot().state).toBe('ERROR');
  });

  it('ends in ERROR when start is refused, with nothing to abort', async () => {
    const api = fakeApi(plannedUpload(100));
    api.start.mockRejectedValue(new Error('size: A staff photo may be at most 20 MiB.'));
    const { task, storage } = upload(100, { api });
    await expect(task.done).rejects.toThrow('at most 20 MiB');
    expect(storage.put).not.toHaveBeenCalled();
    expect(api.abort).not.toHaveBeenCalled();
  });
});

describe('retryDelay', () => {
  it('grows exponentially with jitter and is capped at 300000 ms', () => {
    expect(retryDelay(1, () => 0)).toBe(0);
    expect(retryDelay(1, () => 0.999)).toBeLessThan(retryDelay(3, () => 0.999));
    expect(retryDelay(40, () => 0.999999)).toBeLessThanOrEqual(RETRY_MAX_DELAY_MS);
  });
});
