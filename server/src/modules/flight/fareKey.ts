/**
 * fareKey: identifies one fare of one flight on one day as found by a search, signed so the client cannot forge the
 * search time (validateTimeOut's cache life) or the price it saw (priceChanged). Readable on purpose:
 * `MU5101.2026-03-10.Y.186000.<searchMs>.<sig>`.
 */
import { hmacHex, safeEqual } from '../../lib/crypto';

export interface FareKeyParts {
  flightNo: string;
  date: string;
  cabinCode: string;
  /** The adult price the search showed, fen. */
  priceFen: number;
  /** When the search ran, epoch ms. */
  searchedAt: number;
}

const SIG_LEN = 12;

function payload(p: FareKeyParts): string {
  return `${p.flightNo}.${p.date}.${p.cabinCode}.${p.priceFen}.${p.searchedAt}`;
}

export function encodeFareKey(secret: string, p: FareKeyParts): string {
  const body = payload(p);
  return `${body}.${hmacHex(secret, `fare|${body}`).slice(0, SIG_LEN)}`;
}

/** The parts of a well-formed, correctly signed key; null otherwise. */
export function decodeFareKey(secret: string, key: string): FareKeyParts | null {
  const m = /^([A-Z0-9]{2}\d{1,4})\.(\d{4}-\d{2}-\d{2})\.([A-Z])\.(\d{1,9})\.(\d{1,15})\.([0-9a-f]+)$/.exec(key);
  if (!m) return null;
  const parts: FareKeyParts = {
    flightNo: m[1] as string,
    date: m[2] as string,
    cabinCode: m[3] as string,
    priceFen: Number(m[4]),
    searchedAt: Number(m[5]),
  };
  const expected = hmacHex(secret, `fare|${payload(parts)}`).slice(0, SIG_LEN);
  return safeEqual(expected, m[6] as string) ? parts : null;
}

/** `${flightNo}_${date}` (FlightItem.flightId). */
export function flightIdOf(flightNo: string, date: string): string {
  return `${flightNo}_${date}`;
}

export function parseFlightId(flightId: string): { flightNo: string; date: string } | null {
  const m = /^([A-Z0-9]{2}\d{1,4})_(\d{4}-\d{2}-\d{2})$/.exec(flightId.trim().toUpperCase());
  return m ? { flightNo: m[1] as string, date: m[2] as string } : null;
}
