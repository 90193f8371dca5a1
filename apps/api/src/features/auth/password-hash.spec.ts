import { scryptSync } from 'node:crypto';
import { hashPassword } from './password-reset';

describe('hashPassword', () => {
  it('hashes asynchronously in the same format and bytes as the former scryptSync (stored hashes stay valid)', async () => {
    const pending = hashPassword('correct horse battery staple');
    expect(pending).toBeInstanceOf(Promise);
    const hash = await pending;
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    const [, salt, key] = hash.split('$');
    expect(scryptSync('correct horse battery staple', salt!, 32).toString('hex')).toBe(key);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});
