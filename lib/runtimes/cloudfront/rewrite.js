// CloudFront Function (cloudfront-js-2.0, viewer request) on the site's default behaviour: every
// route is prerendered to <route>/index.html, so `/x` and `/x/` are served from `/x/index.html`.
// Paths whose last segment has a dot are files (/assets/app.js, /config.json) and pass unchanged.
// Unknown paths then miss in S3 and get 404.html with status 404 (the distribution's error page).

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.endsWith('/')) {
    request.uri = uri + 'index.html';
  } else if (uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    request.uri = uri + '/index.html';
  }
  return request;
}
