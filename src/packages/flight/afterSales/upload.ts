/**
 * Proof image of an involuntary refund (SPEC §5 images of at most 10 MB), through the shared image upload.
 */
import { pickImage, uploadImage } from '../../../api/upload';
import type { ValidationResult } from '../../../domain/validationCodes';
import type { ProofFile } from './forms';

export type PickResult = { kind: 'picked'; file: ProofFile } | { kind: 'invalid'; code: ValidationResult } | null;

/** Lets the user pick one image and checks it; null when the picker was dismissed. */
export async function pickProofImage(): Promise<PickResult> {
  const picked = await pickImage();
  if (picked?.kind !== 'picked') return picked;
  // Until the upload answers, the proof shows from its local path.
  return { kind: 'picked', file: { ...picked.file, url: picked.file.path } };
}

/** Uploads the proof; resolves with its URL. */
export const uploadProof = (file: ProofFile, token: string | null, baseUrl = ''): Promise<string> =>
  uploadImage(file, 'flightRefundProof', token, baseUrl);
