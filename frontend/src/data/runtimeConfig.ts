import type { RuntimeConfig } from '../../../schema/contract/runtimeConfig';

export const RUNTIME_CONFIG_PATH = '/config.json';

let pending: Promise<RuntimeConfig> | undefined;

/** /config.json, fetched once per page; a failed fetch is retried by the next caller. */
export function runtimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch(RUNTIME_CONFIG_PATH)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
      return (await response.json()) as RuntimeConfig;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
