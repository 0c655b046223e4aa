/**
 * Passwords travel in the SPEC §9 fixed-key cipher, as at login. crypto-js loads on first use so the public pages
 * stay out of the first-load budget (ARCHITECTURE §11), exactly like the session store's port in app/bootstrap.
 */
export async function cipherPassword(plain: string): Promise<string> {
  const { encryptPassword } = await import('../../../domain/passwordCipher');
  return encryptPassword(plain, process.env.TARO_APP_PWD_KEY);
}
