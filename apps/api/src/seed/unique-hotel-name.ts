/**
 * A hotel name no other hotel of the catalogue has. The generator picks a name word ("Orchid") at random for each
 * hotel, and with a dozen hotels of one brand in a locality the same pick came up several times: the Koramangala
 * listing showed "Nivaas Orchid Koramangala" four times, four hotels a guest cannot tell apart. A taken name moves
 * on to the next name word in the list instead (no new random draw, so every later hotel stays as it was); only
 * when every word is taken does a number tell them apart.
 */
export function uniqueHotelName(
  taken: ReadonlySet<string>,
  words: readonly string[],
  picked: string,
  nameWith: (word: string) => string,
): string {
  const start = Math.max(0, words.indexOf(picked));
  for (let i = 0; i < words.length; i += 1) {
    const name = nameWith(words[(start + i) % words.length] ?? picked);
    if (!taken.has(name)) return name;
  }
  for (let n = 2; ; n += 1) {
    const name = `${nameWith(picked)} ${n}`;
    if (!taken.has(name)) return name;
  }
}
