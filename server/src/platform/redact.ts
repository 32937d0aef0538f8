// Secrets travel in some URLs (reset, registration, auto-login and developer links): logs
// keep the path's shape but never a token-like segment or the query string.
const tokenLike = /^[A-Za-z0-9_-]{20,}$/;

export function redactUrl(url: string): string {
  const [path = ''] = url.split('?');
  return path
    .split('/')
    .map((segment) => (tokenLike.test(segment) ? ':redacted' : segment))
    .join('/');
}
