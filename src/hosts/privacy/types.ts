/** Mini-program privacy authorisation (WeChat "用户隐私保护指引"), shared shapes. */

/** A privacy API (location, album…) is waiting for the user's consent; `contractName` is the guide's title. */
export interface PrivacyRequest {
  contractName: string;
}

export type PrivacyListener = (pending: PrivacyRequest | null) => void;

/**
 * The id of the agree button: WeChat only accepts the consent when `resolve` names the button with
 * `open-type="agreePrivacyAuthorization"` that the user tapped.
 */
export const PRIVACY_AGREE_BUTTON_ID = 'obt-privacy-agree';
