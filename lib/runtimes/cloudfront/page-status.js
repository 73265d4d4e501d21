// CloudFront Function (cloudfront-js-2.0, viewer response) on the job pages' behaviour
// (opportunities/*): S3 answers every stored page with 200, so the publisher marks a closed,
// filled or deleted job's page with the user metadata `page-status` (schema/contract/jobPages.ts),
// and this sends it with that status (410 Gone) instead. The marker itself is not sent on. The local
// site server answers the same (lib/local/site/job-pages.ts).

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name.
function handler(event) {
  var response = event.response;
  var marker = response.headers['x-amz-meta-page-status'];
  if (marker) {
    delete response.headers['x-amz-meta-page-status'];
    if (marker.value === '410') {
      response.statusCode = 410;
      response.statusDescription = 'Gone';
    }
  }
  return response;
}
