// s3rver 3.7.1 accepts anonymous requests to any bucket and checks neither SigV4 presigned URLs'
// signatures (only their expiry) nor SigV4 Authorization headers. The files bucket is private in the
// cloud, so this middleware answers as S3 does for it: an unsigned request gets 403 AccessDenied
// (CORS preflights aside), and a SigV4 signature, in the query string or the Authorization header,
// must be the one the stack's secret gives. A browser sending another Content-Type than the one
// signed thus gets 403 here as it would from S3. SigV2, which s3rver would check against its
// built-in, publicly known account, is refused: the SDK signs with SigV4 only.
import { S3Error } from './s3-error';
import { headerValue, queryPairs, sigV4Verdict, type SignedRequest } from './sigv4';

/** Signed with SigV2, in the query or the header. */
function signedWithSigV2(ctx: SignedRequest): boolean {
  return (
    queryPairs(ctx.querystring).some(([name]) => name === 'Signature') ||
    headerValue(ctx.headers, 'authorization').startsWith('AWS ')
  );
}

/** `secrets`: the secret access key of each access key id the stand-in accepts. */
export function signedRequestCheck(secrets: Readonly<Record<string, string>>) {
  return async function signedRequestMiddleware(
    ctx: SignedRequest & { set(name: string, value: string): void },
    next: () => Promise<void>,
  ): Promise<void> {
    // Preflights carry no credentials; s3rver answers them from the bucket's CORS rules.
    if (ctx.method === 'OPTIONS') {
      await next();
      return;
    }
    const verdict = await sigV4Verdict(ctx, secrets);
    if (verdict !== true) {
      const origin = headerValue(ctx.headers, 'origin');
      if (origin) {
        // S3 answers a refused CORS request with CORS headers, so the page can read the 403.
        ctx.set('Access-Control-Allow-Origin', origin);
      }
      throw verdict === false || signedWithSigV2(ctx)
        ? new S3Error(
            'SignatureDoesNotMatch',
            'The request signature we calculated does not match the signature you provided. ' +
              'Check your key and signing method.',
          )
        : new S3Error('AccessDenied', 'Access Denied');
    }
    await next();
  };
}
