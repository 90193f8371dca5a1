// react-router 7 reads TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// Testing Library's findBy/waitFor give up after 1 s by default: on a 2-core CI machine running two jest workers
// beside other builds, a screen that settles correctly took longer (home-screen.spec failed a fresh-clone CI run
// that way). They still return as soon as the state is there; only a real failure waits the full 5 s.
if (typeof document !== 'undefined') {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
}
