import { uniqueHotelName } from './unique-hotel-name';

const WORDS = ['Grand', 'Orchid', 'Lotus'];
const nivaas = (word: string) => `Nivaas ${word} Koramangala`;

describe('uniqueHotelName', () => {
  it('given a free name, then it is kept as picked', () => {
    expect(uniqueHotelName(new Set(), WORDS, 'Orchid', nivaas)).toBe('Nivaas Orchid Koramangala');
  });

  it('given the picked name is taken, then the next free name word is used, wrapping round the list', () => {
    const taken = new Set(['Nivaas Orchid Koramangala', 'Nivaas Lotus Koramangala']);
    expect(uniqueHotelName(taken, WORDS, 'Orchid', nivaas)).toBe('Nivaas Grand Koramangala');
  });

  it('given every name word is taken, then a number tells the hotels apart', () => {
    const taken = new Set(WORDS.map(nivaas));
    expect(uniqueHotelName(taken, WORDS, 'Lotus', nivaas)).toBe('Nivaas Lotus Koramangala 2');
    taken.add('Nivaas Lotus Koramangala 2');
    expect(uniqueHotelName(taken, WORDS, 'Lotus', nivaas)).toBe('Nivaas Lotus Koramangala 3');
  });
});
