/**
 * The attachment of a trip application (SPEC §3 url; §5 "Attachment required when submitting for approval", images
 * of at most 10 MB), through the shared image upload.
 */
import { pickImage, uploadImage, uploadedSrc, type ImagePick, type PickedImage } from '../../api/upload';

export { UploadRefused, type PickedImage } from '../../api/upload';
export type PickResult = ImagePick;

export const pickAttachment = (): Promise<PickResult> => pickImage();

export const uploadAttachment = (file: PickedImage, token: string | null, baseUrl = ''): Promise<string> =>
  uploadImage(file, 'tripAttachment', token, baseUrl);

export const attachmentSrc = uploadedSrc;
