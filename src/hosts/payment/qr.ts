/**
 * QR images for the H5 cashier. `qrcode` is loaded on first use so it stays out of the entry bundle
 * (ARCHITECTURE §11). SVG needs no canvas, so the same code runs in browsers, jsdom and node.
 */
type QrLib = typeof import('qrcode');

let lib: Promise<QrLib> | null = null;

function load(): Promise<QrLib> {
  if (!lib) {
    lib = import('qrcode').then((mod) => (mod as QrLib & { default?: QrLib }).default ?? mod);
    // A failed chunk load may succeed on the next try.
    lib.catch(() => (lib = null));
  }
  return lib;
}

/** A `data:image/svg+xml` URL of `content` as a QR code. */
export async function qrDataUrl(content: string): Promise<string> {
  const qr = await load();
  const svg = await qr.toString(content, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
