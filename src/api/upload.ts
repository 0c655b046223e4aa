/**
 * Image uploads (SPEC §7: `/obt/upload`, the file-upload path outside the JSON transport; SPEC §5: jpg, jpeg, gif,
 * png or bmp of at most 10 MB): pick one image, check it, send it as multipart and keep the URL the server answers.
 * Shared by every screen that attaches an image (trip application attachment, refund proof…).
 */
import Taro from '@tarojs/taro';
import { checkImageFile } from '../domain/documentValidators';
import type { ValidationCode } from '../domain/validationCodes';

export interface PickedImage {
  /** Local path of the picked image (H5: a blob URL). */
  path: string;
  /** The name the image is checked and uploaded by (keeps its extension). */
  name: string;
  size: number;
}

export type ImagePick = { kind: 'picked'; file: PickedImage } | { kind: 'invalid'; code: ValidationCode } | null;

/** The name a picked image is checked by: the browser file name on H5, the temp path's last part elsewhere. */
function fileName(f: { path: string; type?: string; originalFileObj?: { name?: string } }): string {
  const name = f.originalFileObj?.name;
  if (name) return name;
  if (/\.[a-z0-9]+$/i.test(f.path)) return f.path.split('/').pop() ?? f.path;
  // H5 blob URLs carry no extension: the MIME type names it.
  const sub = f.type?.split('/')[1] ?? '';
  return sub ? `image.${sub}` : f.path;
}

/** Lets the user pick one image and checks it; null when the picker was dismissed. */
export async function pickImage(): Promise<ImagePick> {
  let chosen: Taro.chooseImage.SuccessCallbackResult;
  try {
    chosen = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] });
  } catch {
    return null;
  }
  const f = chosen.tempFiles?.[0];
  // H5 drops a picked file it cannot load as an image: that is a file of the wrong type.
  if (!f) return { kind: 'invalid', code: 'image.type' };
  const name = fileName(f);
  const code = checkImageFile(name, f.size);
  if (code) return { kind: 'invalid', code };
  return { kind: 'picked', file: { path: f.path, name, size: f.size } };
}

/** The upload route answered with a refusal (its tips say why). */
export class UploadRefused extends Error {
  constructor(readonly tips: string) {
    super(`upload refused: ${tips}`);
    this.name = 'UploadRefused';
  }
}

/**
 * Uploads the image for a scene (the server files it by scene); resolves with its URL. Anything but a URL in the
 * answer rejects so the user can try again.
 */
export async function uploadImage(
  file: Pick<PickedImage, 'path' | 'name'>,
  scene: string,
  token: string | null,
  baseUrl = '',
): Promise<string> {
  const res = await Taro.uploadFile({
    url: `${baseUrl}/obt/upload`,
    filePath: file.path,
    name: 'file',
    // H5 posts a blob named file-<time> without this, and the server refuses a name without an image extension.
    fileName: file.name,
    header: token ? { Authorization: `Bearer ${token}` } : {},
    formData: { scene },
  });
  let body: { code?: number; tips?: string; data?: { url?: unknown } };
  try {
    body = JSON.parse(res.data) as typeof body;
  } catch {
    throw new Error(`upload failed with HTTP ${res.statusCode}`);
  }
  if (body.code !== 1) throw new UploadRefused(body.tips ?? '');
  if (typeof body.data?.url !== 'string' || !body.data.url) throw new Error('upload answered without a URL');
  return body.data.url;
}

/** Where an uploaded image is shown from (the API host on H5 builds served elsewhere). */
export function uploadedSrc(url: string): string {
  if (/^https?:/i.test(url)) return url;
  return `${process.env.TARO_APP_API_BASE ?? ''}${url}`;
}
