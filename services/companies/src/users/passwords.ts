import * as argon2 from 'argon2';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

let dummyHash: Promise<string> | undefined;

/** Verifies against a real hash, or a dummy one when the account does not exist, so timing does not reveal it. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('no-such-user');
  const valid = await argon2.verify(hash ?? (await dummyHash), password);
  return valid && hash !== undefined;
}
