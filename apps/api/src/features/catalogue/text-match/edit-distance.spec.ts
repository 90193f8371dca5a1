import { editDistance } from './edit-distance';

describe('editDistance', () => {
  it('given one insertion, deletion, substitution or swap of neighbours, then it is one edit', () => {
    expect(editDistance('koramangla', 'koramangala', 2)).toBe(1);
    expect(editDistance('nivaas', 'nivas', 2)).toBe(1);
    expect(editDistance('bangalure', 'bangalore', 2)).toBe(1);
    expect(editDistance('whitefeild', 'whitefield', 2)).toBe(1);
  });

  it('given the same text, then it is no edit; given nothing typed, then the length of the name', () => {
    expect(editDistance('goa', 'goa', 0)).toBe(0);
    expect(editDistance('', 'goa', 3)).toBe(3);
    expect(editDistance('', '', 0)).toBe(0);
  });

  it('given more edits than allowed, then null, also when the lengths alone say so', () => {
    expect(editDistance('marathalli', 'marathahalli', 1)).toBeNull();
    expect(editDistance('marathalli', 'marathahalli', 2)).toBe(2);
    expect(editDistance('goa', 'gurugram', 2)).toBeNull();
    expect(editDistance('bombay', 'mumbai', 2)).toBeNull();
  });

  it('given prefix, then it measures against the closest beginning of the name', () => {
    expect(editDistance('koramng', 'koramangala', 1, true)).toBe(1);
    expect(editDistance('nivas orc', 'nivaas orchid', 1, true)).toBe(1);
    expect(editDistance('bengal', 'bengaluru', 0, true)).toBe(0);
    expect(editDistance('bengal', 'bengaluru', 0)).toBeNull();
    expect(editDistance('xyzzy', 'bengaluru', 1, true)).toBeNull();
  });

  it('given a name longer than the rows kept so far, then it still measures it', () => {
    const long = 'a'.repeat(200);
    expect(editDistance(`${long}b`, `${long}c`, 1)).toBe(1);
    expect(editDistance('ab', 'ba', 1)).toBe(1);
  });
});
