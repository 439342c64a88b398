import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Length of a new short-link code: 62⁷ ≈ 3.5 × 10¹² codes. */
export const SHORT_CODE_LENGTH = 7;

/** What a short-link code looks like in an address (`/s/<code>`). */
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{7,32}$/;

/**
 * A random short-link code of `length` base62 characters, from the operating system's secure random
 * source (uniform: `randomInt` has no modulo bias).
 *
 * @example shortLinkCode() // 'aZ3k9Qx'
 */
export function shortLinkCode(length: number = SHORT_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += BASE62[randomInt(BASE62.length)];
  return code;
}
