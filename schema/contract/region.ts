// The AWS region everything lives in (Sydney); CloudFront itself is global. The cloud stack deploys
// here and the local stand-ins sign and answer as this region.

export const REGION = 'ap-southeast-2';
