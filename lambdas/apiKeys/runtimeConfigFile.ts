// Writes /config.json into the site bucket. Browsers revalidate it on every visit and CloudFront
// keeps it a few minutes at most, so a new key reaches visitors within minutes; the previous key
// stays valid for weeks after that (schema/contract/apiKeyRotation.ts), so no invalidation is needed.

import { RUNTIME_CONFIG_KEY, type RuntimeConfig } from '../../schema/contract/runtimeConfig';
import { s3 } from '../shared/clients';

/** How long CloudFront may serve config.json before asking the bucket again. */
export const RUNTIME_CONFIG_EDGE_SECONDS = 300;
export const RUNTIME_CONFIG_CACHE_CONTROL = `public, max-age=0, s-maxage=${RUNTIME_CONFIG_EDGE_SECONDS}, must-revalidate`;

export async function writeRuntimeConfig(bucket: string, config: RuntimeConfig): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: bucket,
      Key: RUNTIME_CONFIG_KEY,
      Body: JSON.stringify(config),
      ContentType: 'application/json',
      CacheControl: RUNTIME_CONFIG_CACHE_CONTROL,
    }),
  );
}
