// Uploads one file through the API's staged upload contract: start (the API plans a single PUT or a
// multipart upload with presigned part URLs), PUT the bytes, complete (the API checks size and
// content and publishes the photo). Multipart parts go 4 at a time and can be paused, resumed and
// cancelled; cancelling or failing aborts the upload on the server so nothing is left stored.
import { partRequests, type PartRequest } from './parts';
import {
  HttpError,
  NetworkError,
  UploadCanceledError,
  type CompletedUpload,
  type PutFn,
  type StartedUpload,
  type UploadApi,
  type UploadSnapshot,
} from './types';

export const PARALLEL_PARTS = 4;
/** Platform retry defaults: 3 attempts, exponential backoff with jitter, capped at 300000 ms. */
export const MAX_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 250;
export const RETRY_MAX_DELAY_MS = 300_000;
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);

export interface UploadOptions {
  file: Blob;
  fileName: string;
  contentType: string;
  api: UploadApi;
  put: PutFn;
  /** Waits between attempts; tests pass one that does not really wait. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
}

export function isRetryable(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    (error instanceof HttpError && RETRYABLE_STATUSES.has(error.status))
  );
}

/** Full-jitter exponential backoff before attempt `attempt + 1`. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** attempt));
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

interface InFlight {
  part: PartRequest;
  controller: AbortController;
}

export class UploadTask {
  readonly done: Promise<CompletedUpload>;
  private current: UploadSnapshot;
  private readonly listeners = new Set<() => void>();
  private upload?: StartedUpload;
  private starting?: Promise<StartedUpload>;
  private queue: PartRequest[] = [];
  private partCount = 0;
  private readonly inFlight = new Map<number, InFlight>();
  private readonly loadedByPart = new Map<number, number>();
  private readonly etags = new Map<number, string>();
  private finishing = false;
  private resolveDone!: (result: CompletedUpload) => void;
  private rejectDone!: (error: Error) => void;

  constructor(private readonly options: UploadOptions) {
    this.current = {
      state: 'IN_PROGRESS',
      loaded: 0,
      total: options.file.size,
      percent: 0,
      multipart: false,
    };
    this.done = new Promise((resolve, reject) => {
      this.resolveDone = resolve;
      this.rejectDone = reject;
    });
    // The outcome is also in the snapshot (state ERROR or CANCELED, with the error), which is what
    // the form shows; callers that only watch the snapshot must not cause unhandled rejections.
    this.done.catch(() => undefined);
  }

  snapshot = (): UploadSnapshot => this.current;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stops sending parts; parts in flight are dropped and sent again on resume. */
  pause(): void {
    if (this.current.state !== 'IN_PROGRESS' || !this.current.multipart || this.finishing) return;
    this.stopInFlight();
    this.update({ state: 'PAUSED' });
  }

  resume(): void {
    if (this.current.state !== 'PAUSED') return;
    this.update({ state: 'IN_PROGRESS' });
    this.pump();
  }

  /** Stops the upload and aborts it on the server; resolves once the server has forgotten it. */
  async cancel(): Promise<void> {
    const { state } = this.current;
    if ((state !== 'IN_PROGRESS' && state !== 'PAUSED') || this.finishing) return;
    this.stopInFlight();
    this.queue = [];
    this.update({ state: 'CANCELED', error: new UploadCanceledError() });
    this.rejectDone(new UploadCanceledError());
    if (!this.upload && this.starting) {
      try {
        await this.starting;
      } catch {
        // Start failed, so nothing was stored and there is nothing to abort.
        return;
      }
    }
    if (this.upload) await this.abortOnServer();
  }

  async begin(): Promise<void> {
    const { api, file, fileName, contentType } = this.options;
    try {
      this.starting = api.start({ fileName, contentType, size: file.size });
      const upload = await this.starting;
      this.upload = upload;
      // Cancelled while the API planned it: cancel() aborts it now that its key is known.
      if (this.current.state !== 'IN_PROGRESS') return;
      this.queue = partRequests(upload, file.size);
      this.partCount = this.queue.length;
      this.update({ multipart: Boolean(upload.uploadId) });
      this.pump();
    } catch (error) {
      this.fail(error);
    }
  }

  private pump(): void {
    while (
      this.current.state === 'IN_PROGRESS' &&
      this.inFlight.size < PARALLEL_PARTS &&
      this.queue.length > 0
    ) {
      void this.send(this.queue.shift()!);
    }
    if (
      this.current.state === 'IN_PROGRESS' &&
      !this.finishing &&
      this.partCount > 0 &&
      this.etags.size === this.partCount
    ) {
      void this.finish();
    }
  }

  private async send(part: PartRequest): Promise<void> {
    const controller = new AbortController();
    this.inFlight.set(part.partNumber, { part, controller });
    try {
      const etag = await this.putWithRetry(part, controller.signal);
      this.inFlight.delete(part.partNumber);
      this.etags.set(part.partNumber, etag);
      this.setLoaded(part.partNumber, part.end - part.start);
      this.pump();
    } catch (error) {
      this.inFlight.delete(part.partNumber);
      // Paused, cancelled or failed elsewhere: whoever aborted it has dealt with this part.
      if (controller.signal.aborted) return;
      this.fail(error);
    }
  }

  private async putWithRetry(part: PartRequest, signal: AbortSignal): Promise<string> {
    const { file, contentType, put } = this.options;
    const sleep = this.options.sleep ?? abortableSleep;
    const multipart = this.current.multipart;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { etag } = await put({
          url: part.url,
          body: file.slice(part.start, part.end),
          // A single PUT's URL is signed for the content type; part URLs only for the length.
          contentType: multipart ? undefined : contentType,
          signal,
          onProgress: (loaded) => this.setLoaded(part.partNumber, loaded),
        });
        if (multipart && !etag) {
          throw new Error(`The storage returned no ETag for part ${part.partNumber}.`);
        }
        return etag ?? '';
      } catch (error) {
        if (signal.aborted || !isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
        this.setLoaded(part.partNumber, 0);
        await sleep(retryDelay(attempt, this.options.random), signal);
      }
    }
  }

  private async finish(): Promise<void> {
    this.finishing = true;
    const upload = this.upload!;
    const size = this.options.file.size;
    try {
      const result = await this.options.api.complete(
        upload.uploadId
          ? {
              key: upload.key,
              size,
              uploadId: upload.uploadId,
              parts: [...this.etags]
                .sort(([a], [b]) => a - b)
                .map(([partNumber, etag]) => ({ partNumber, etag })),
            }
          : { key: upload.key, size },
      );
      this.update({ state: 'SUCCESS', result, loaded: size, percent: 100 });
      this.resolveDone(result);
    } catch (error) {
      this.fail(error);
    }
  }

  private fail(error: unknown): void {
    const { state } = this.current;
    if (state !== 'IN_PROGRESS' && state !== 'PAUSED') return;
    const failure = error instanceof Error ? error : new Error(String(error));
    this.stopInFlight();
    this.queue = [];
    this.update({ state: 'ERROR', error: failure });
    this.rejectDone(failure);
    if (this.upload && !this.finishing) {
      this.abortOnServer().catch((abortError: unknown) =>
        console.error('Could not abort the failed upload', abortError),
      );
    }
  }

  private async abortOnServer(): Promise<void> {
    const { key, uploadId } = this.upload!;
    await this.options.api.abort({ key, uploadId });
  }

  private stopInFlight(): void {
    const parts = [...this.inFlight.values()];
    this.inFlight.clear();
    for (const { part, controller } of parts) {
      this.loadedByPart.set(part.partNumber, 0);
      controller.abort(new DOMException('Request aborted', 'AbortError'));
    }
    // Back to the front of the queue, in order, for a resume.
    this.queue.unshift(
      ...parts.map(({ part }) => part).sort((a, b) => a.partNumber - b.partNumber),
    );
    this.emitProgress();
  }

  private setLoaded(partNumber: number, loaded: number): void {
    if (this.current.state !== 'IN_PROGRESS') return;
    this.loadedByPart.set(partNumber, loaded);
    this.emitProgress();
  }

  private emitProgress(): void {
    const total = this.current.total;
    let loaded = 0;
    for (const bytes of this.loadedByPart.values()) loaded += bytes;
    loaded = Math.min(loaded, total);
    const percent = total > 0 ? Math.floor((loaded * 100) / total) : 0;
    if (loaded !== this.current.loaded || percent !== this.current.percent) {
      this.update({ loaded, percent });
    }
  }

  private update(change: Partial<UploadSnapshot>): void {
    this.current = { ...this.current, ...change };
    for (const listener of this.listeners) listener();
  }
}

/** Starts uploading straight away; watch it with subscribe/snapshot or await `done`. */
export function startUpload(options: UploadOptions): UploadTask {
  const task = new UploadTask(options);
  void task.begin();
  return task;
}
