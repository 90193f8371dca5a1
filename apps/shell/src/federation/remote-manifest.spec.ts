import { parseRemoteManifest, readRemoteManifest } from './remote-manifest';

const GOOD = { discovery: 'http://x/1', hotel: 'http://x/2', checkout: 'https://x/3', account: 'http://x/4' };

describe('remote manifest', () => {
  it('accepts a manifest naming every remote', () => expect(parseRemoteManifest(GOOD)).toEqual(GOOD));
  it.each([null, 'x', {}, { ...GOOD, hotel: 'javascript:alert(1)' }, { ...GOOD, account: 3 }])('refuses %j', (value) =>
    expect(() => parseRemoteManifest(value)).toThrow(),
  );
  it('reads the manifest embedded by the server before asking the network', async () => {
    document.body.innerHTML = `<script type="application/json" id="nivaas-remote-manifest">${JSON.stringify(GOOD)}</script>`;
    const fetchImpl = jest.fn();
    await expect(readRemoteManifest(document, fetchImpl)).resolves.toEqual(GOOD);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
