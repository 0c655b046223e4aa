/**
 * What the three reset steps hand to each other (SPEC §2 /resetPassword first → second → third step). Kept in
 * memory only, never in the URL or storage: the phone is personal data and the reset token a credential. A page
 * opened without its step's data (a reload, a deep link) starts over at the first step.
 */
export interface ResetDraft {
  phone: string;
  validateCodeId: string;
  demoCode: string;
  /** Epoch ms after which another code may be asked for. */
  resendAt: number;
  resetToken: string;
  /** Epoch ms the reset token stops working. */
  tokenExpiresAt: number;
}

const EMPTY: ResetDraft = {
  phone: '',
  validateCodeId: '',
  demoCode: '',
  resendAt: 0,
  resetToken: '',
  tokenExpiresAt: 0,
};

export const resetDraft: ResetDraft = { ...EMPTY };

export function updateResetDraft(patch: Partial<ResetDraft>): void {
  Object.assign(resetDraft, patch);
}

export function clearResetDraft(): void {
  Object.assign(resetDraft, EMPTY);
}

/** The step headings shown above each step. */
export const RESET_STEPS = ['account.reset.step1', 'account.reset.step2', 'account.reset.step3'] as const;
