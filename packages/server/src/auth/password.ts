import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB of memory per hash). */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const maxmem = 256 * params.N * params.r * params.p;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * A password hash with Node's scrypt (memory-hard): `scrypt$N$r$p$salt$key`, salt and key in base64url.
 *
 * @example await hashPassword('segredo-123') // 'scrypt$32768$8$1$…$…'
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

const DUMMY_SALT = randomBytes(16);

/**
 * Whether `password` matches `stored` (constant-time comparison). With no stored hash (unknown user) it
 * still spends the time of one hash, so timing does not reveal which e-mails exist.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  const [scheme, n, r, p, salt, key] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !key) {
    await derive(password, DUMMY_SALT, PARAMS);
    return false;
  }
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
