/**
 * The signed-in employee's own mobile reaches the client only masked (SPEC §9: 138****0001). The booking form may
 * send that masked value as the contact mobile, meaning "my own mobile": the server puts the real number in its place
 * when it matches the booker's own mask and refuses any other masked value (server/src/modules/booking/contactMobile.ts).
 */
const MASKED_MOBILE = /^1[3-9]\d\*{4}\d{4}$/;

/** A mobile in the masked form the server answers with (first 3 and last 4 digits kept). */
export function isMaskedMobile(value: string): boolean {
  return MASKED_MOBILE.test(value.trim());
}
