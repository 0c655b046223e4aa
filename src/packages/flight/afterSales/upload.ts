/**
 * Proof image of an involuntary refund: pick one image (SPEC §5: jpg, jpeg, gif, png or bmp, at most 10 MB) and
 * send it as a multipart upload to `/obt/upload` (SPEC §7: a file-upload path outside the JSON transport).
 */
import Taro from '@tarojs/taro';
import { checkImageFile } from '../../../domain/documentValidators';
import type { ValidationResult } from '../../../domain/validationCodes';
import type { ProofFile } from './forms';

export type PickResult = { kind: 'picked'; file: ProofFile } | { kind: 'invalid'; code: ValidationResult } | null;

/** The name a picked image is checked by: the browser file name on H5, the temp path elsewhere. */
function fileName(f: { path: string; type?: string; originalFileObj?: { name?: string } }): string {
  const name = f.originalFileObj?.name;
  if (name) return name;
  if (/\.[a-z0-9]+$/i.test(f.path)) return f.path;
  // H5 blob URLs carry no extension: the MIME type names it.
  const sub = f.type?.split('/')[1] ?? '';
  return sub ? `image.${sub}` : f.path;
}

/** Lets the user pick one image and checks it; null when the picker was dismissed. */
export async function pickProofImage(): Promise<PickResult> {
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
  return { kind: 'picked', file: { path: f.path, url: f.path, name, size: f.size } };
}

/** The upload route answered with a refusal (its tips say why). */
export class UploadRefused extends Error {
  constructor(readonly tips: string) {
    super(`upload refused: ${tips}`);
    this.name = 'UploadRefused';
  }
}

/** Uploads the proof; resolves with its URL. Anything but a URL in the answer rejects so the user can try again. */
export async function uploadProof(file: ProofFile, token: string | null, baseUrl = ''): Promise<string> {
  const res = await Taro.uploadFile({
    url: `${baseUrl}/obt/upload`,
    filePath: file.path,
    name: 'file',
    header: token ? { Authorization: `Bearer ${token}` } : {},
    formData: { scene: 'flightRefundProof' },
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
