/**
 * The national rail-operator account and its rail frequent travellers (SPEC §7 Train "Rail account", "Stations and
 * contacts"; §5 account and password cannot be empty; §8 rail verification and identity messages). Document numbers
 * and phones in answers are masked; passwords are only ever sent, never answered.
 */
import type { IdType } from '../../domain/documentTypes';
import type { StationRef } from './train';

/** 'awaiting': the operator asked for a verification; 'passed': usable for booking; 'failed': verify again. */
export type RailAccountStatus = 'awaiting' | 'passed' | 'failed';
export type RailVerifyMode = 'sms' | 'face';
/** The operator's identity check of a passenger. */
export type RailIdentityStatus = 'passed' | 'pending' | 'failed';
/** Rail passenger type: 1 adult, 2 child, 3 student. */
export type RailPsgType = 1 | 2 | 3;

export interface RailAccount {
  railAccountId: string;
  accountName: string;
  status: RailAccountStatus;
  /** '' when no verification is asked. */
  verifyMode: RailVerifyMode | '';
  /** The operator account's phone, masked 3+4 (where SMS codes go). */
  phoneNumber: string;
  /** How many rail frequent travellers the account holds. */
  passengerCount: number;
}

/** trCheckAccount: bind an operator account (both fields required, SPEC §5). */
export interface TrCheckAccountRequest {
  accountName: string;
  password: string;
}

export interface RailAccountData {
  account: RailAccount;
  /** What to tell the user ('' when nothing): e.g. that the account needs SMS or face verification. */
  message: string;
}

/** trAccountDel (GET) and the calls about one account. */
export interface RailAccountIdRequest {
  railAccountId: string;
}

export interface RailAccountIdData {
  railAccountId: string;
}

/** sendCheckAccountYzm: an SMS code to the account's phone. */
export interface RailSmsData {
  validateCodeId: string;
  /** Seconds before another code may be asked for. */
  resendAfter: number;
  /** Masked phone the code went to. */
  phoneNumber: string;
  /** Only in demo mode. */
  demoCode?: string;
}

/** getCheckResult: poll the verification, or submit the SMS code (validateCodeId + code). */
export interface GetCheckResultRequest {
  railAccountId: string;
  validateCodeId?: string;
  code?: string;
}

export interface RailCheckResultData {
  status: RailAccountStatus;
  verifyMode: RailVerifyMode | '';
  message: string;
}

/** rlSb: start the face check; answers the state (awaiting while the operator checks). */
export interface RlSbData extends RailCheckResultData {
  /** Seconds after which polling getCheckResult is worthwhile. */
  pollAfter: number;
}

/** registerAccount: a new operator account; an SMS code goes to the phone. */
export interface RegisterAccountRequest {
  accountName: string;
  password: string;
  holderName: string;
  idType: IdType;
  idno: string;
  phoneNumber: string;
}

export interface RegisterAccountData {
  registrationId: string;
  validateCodeId: string;
  resendAfter: number;
  demoCode?: string;
}

/** checkRegisterCode: confirm the registration; the new account is bound (passed). */
export interface CheckRegisterCodeRequest {
  registrationId: string;
  validateCodeId: string;
  code: string;
}

/** checkRyxx: the operator's identity check of a person. */
export interface CheckRyxxRequest {
  psgName: string;
  idType: IdType;
  idno: string;
}

export interface CheckRyxxData {
  status: RailIdentityStatus;
  message: string;
}

/** checkLocalHytgry: whether the person's identity check already passed here. */
export interface CheckLocalHytgryRequest {
  idType: IdType;
  idno: string;
}

export interface CheckLocalHytgryData {
  passed: boolean;
  /** '' when the person was never checked. */
  status: RailIdentityStatus | '';
}

/** A rail frequent traveller of an account (FindClkList). */
export interface RailPassenger {
  clkId: string;
  railAccountId: string;
  psgName: string;
  idType: IdType;
  /** Masked. */
  idno: string;
  /** Masked 3+4, '' when none. */
  phoneNumber: string;
  psgType: RailPsgType;
  identityStatus: RailIdentityStatus;
}

/** saveClk: add a traveller (or update the one with the same document). */
export interface SaveClkRequest {
  railAccountId: string;
  psgName: string;
  idType: IdType;
  /** The number typed in; or empty (or masked) with `documentRef` to use a document on file. */
  idno: string;
  documentRef?: string;
  /** Document expiry 'YYYY-MM-DD' (documents other than the identity card). */
  expiry?: string;
  phoneNumber?: string;
  psgType: RailPsgType;
}

export interface SaveClkData {
  clkId: string;
  identityStatus: RailIdentityStatus;
  message: string;
}

export interface DeleteClkRequest {
  railAccountId: string;
  clkId: string;
}

export interface DeleteClkData {
  clkId: string;
}

/** findCxrList / getNewest: the booker's recent rail passengers (from train orders) for the picker. */
export interface RecentRailPassengerRequest {
  /** At most this many (default 10). */
  count?: number;
}

export interface RecentRailPassenger {
  psgName: string;
  idType: IdType;
  /** Masked. */
  idno: string;
  /** Masked. */
  phoneNumber: string;
  psgType: 1 | 2 | 3;
  /** '' for a traveller from outside the company. */
  empId: string;
  /** How many train orders the person travelled on. */
  trips: number;
  /** Last travel, 'YYYY-MM-DD'. */
  lastTravelDate: string;
}

/** queryStation: stations by name, pinyin, initials or telegraph code. */
export interface QueryStationRequest {
  keyword: string;
}

/** getCityDataByName: every station of a city. */
export interface CityStationsRequest {
  cityName: string;
}

export type StationItem = StationRef;

/** queryWcxTrOrder (GET): the caller's unfinished train orders. */
export interface UnfinishedTrainOrder {
  orderId: string;
  orderNo: string;
  orderType: number;
  orderStatus: string;
  title: string;
  travelDate: string;
  /** Yuan. */
  amount: number;
}
