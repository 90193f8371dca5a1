import fc from 'fast-check';
import { decodeSearchTerm, MAX_TERM_LENGTH } from './decode-search-term';

describe('decodeSearchTerm: the term of /search/{encodedUri}/', () => {
  it('decodes an encoded term', () => {
    expect(decodeSearchTerm('Bengaluru')).toBe('Bengaluru');
    expect(decodeSearchTerm('bengaluru%20hotels')).toBe('bengaluru hotels');
    expect(decodeSearchTerm('%E0%A4%AC%E0%A5%87%E0%A4%82%E0%A4%97%E0%A4%B2%E0%A5%81%E0%A4%B0%E0%A5%81')).toBe('बेंगलुरु');
  });

  it('given a malformed %-sequence, then it does not throw and keeps what it cannot decode', () => {
    expect(decodeSearchTerm('%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeSearchTerm('50%')).toBe('50%');
    expect(decodeSearchTerm('Goa%20%ZZbeach')).toBe('Goa %ZZbeach');
    expect(decodeSearchTerm('%C3%A9t%C3%A9%E0%A4')).toBe('été%E0%A4');
  });

  it('is empty for /search/, collapses blank space and caps the length', () => {
    expect(decodeSearchTerm(undefined)).toBe('');
    expect(decodeSearchTerm('%20%20')).toBe('');
    expect(decodeSearchTerm('a%20%20%20b')).toBe('a b');
    expect(decodeSearchTerm('x'.repeat(500))).toHaveLength(MAX_TERM_LENGTH);
  });

  it('property: never throws, whatever the segment', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('%', 'E', '0', 'A', '4', 'z', ' ', '9', 'é') }), (segment) => {
        expect(typeof decodeSearchTerm(segment)).toBe('string');
      }),
    );
  });

  it('property: decodes whatever encodeURIComponent wrote', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (text) => {
        expect(decodeSearchTerm(encodeURIComponent(text))).toBe(text.replace(/\s+/g, ' ').trim());
      }),
    );
  });
});
