/** The image types SPEC §5 allows, recognised by their first bytes (the file name alone proves nothing). */
export type ImageKind = { ext: 'jpg' | 'gif' | 'png' | 'bmp'; mime: string };

export function sniffImage(head: Buffer): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { ext: 'png', mime: 'image/png' };
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.subarray(0, 6).toString('latin1')))
    return { ext: 'gif', mime: 'image/gif' };
  if (head.length >= 2 && head[0] === 0x42 && head[1] === 0x4d) return { ext: 'bmp', mime: 'image/bmp' };
  return null;
}
