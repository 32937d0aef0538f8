/**
 * The Content-Security-Policy of every response. Scripts, styles, images and connections come
 * from the app's own origin only: uploads are served by the app (/uploads), the realtime socket
 * is the app's own (its ws/wss origin is named too, for browsers that do not count it as
 * 'self'), and nothing is fetched from elsewhere. A feature that needs another host (object
 * storage served directly, stock photos) adds exactly that host here.
 */
export function contentSecurityDirectives(appUrl: string, imageOrigins: readonly string[] = []) {
  const app = new URL(appUrl);
  const socketOrigin = `${app.protocol === 'https:' ? 'wss:' : 'ws:'}//${app.host}`;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine sets inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // data: and blob: are images the page makes itself (previews of a file being uploaded).
    // imageOrigins: where free stock photos are shown from (features/stock-images/pexels.ts).
    imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
    connectSrc: ["'self'", socketOrigin],
    fontSrc: ["'self'", 'data:'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
