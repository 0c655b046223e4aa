/**
 * Every error code a domain validator can return (SPEC §5). The UI keeps one dictionary text per code
 * (zh-CN and en-US); a validator returns `null` when the value is valid.
 */
export const VALIDATION_CODES = [
  'required',
  'password.empty',
  'password.strong',
  'password.alnum',
  'password.any',
  'password.mismatch',
  'mobile.empty',
  'mobile.format',
  'telephone.empty',
  'telephone.format',
  'email.empty',
  'email.format',
  'idCard.empty',
  'idCard.format',
  'idCard.region',
  'idCard.birthday',
  'idCard.checksum',
  'document.required',
  'code.empty',
  'code.format',
  'card.empty',
  'card.number',
  'card.expiryFormat',
  'card.expired',
  'image.type',
  'image.size',
  'remark.tooLong',
  'hotelNote.tooLong',
  'passport.empty',
  'passport.tooLong',
  'passport.format',
  'passport.validityEmpty',
  'passport.validityShort',
  'signOn.missing',
  'signOn.invalid',
  'name.empty',
  'name.format',
  'postCode.empty',
  'postCode.format',
  'passenger.empty',
  'passenger.tooMany',
  'passenger.adultRequired',
  'passenger.tooManyChildren',
  'passenger.tooManyInfants',
  'passenger.duplicate',
  'passenger.phoneDuplicate',
  'passenger.childNeedsAdultDocument',
  'contact.mobileEmpty',
  'train.phoneShared',
] as const;

/** An error code from {@link VALIDATION_CODES}. */
export type ValidationCode = (typeof VALIDATION_CODES)[number];

/** What every validator returns: null when valid. */
export type ValidationResult = ValidationCode | null;
