/** Rows reused between calls: the suggestion call runs this thousands of times per keystroke. */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * The optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions counted as one edit,
 * as in "Whitefeild"), or null as soon as it must exceed `max`: a row whose every cell is over the limit ends it.
 * With `prefix`, the distance from `typed` to the closest beginning of `name`, for a word still being typed
 * ("Koramng" is one edit from "Koraman…").
 */
export function editDistance(typed: string, name: string, max: number, prefix = false): number | null {
  const n = typed.length;
  if (!prefix && Math.abs(n - name.length) > max) return null;
  if (name.length < n - max) return null;
  // A beginning of name longer than typed by more than max is more than max edits away.
  const m = prefix ? Math.min(name.length, n + max) : name.length;
  if (rows[0].length <= m) rows = [new Int32Array(m + 1), new Int32Array(m + 1), new Int32Array(m + 1)];
  let [before, previous, current] = rows;
  for (let j = 0; j <= m; j += 1) previous[j] = j;
  for (let i = 1; i <= n; i += 1) {
    current[0] = i;
    let rowMin = i;
    const a = typed.charCodeAt(i - 1);
    for (let j = 1; j <= m; j += 1) {
      const b = name.charCodeAt(j - 1);
      let cell = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a === b ? 0 : 1),
      );
      if (i > 1 && j > 1 && a === name.charCodeAt(j - 2) && typed.charCodeAt(i - 2) === b)
        cell = Math.min(cell, (before[j - 2] ?? 0) + 1);
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (rowMin > max) return null;
    [before, previous, current] = [previous, current, before];
  }
  let distance = previous[m] ?? max + 1;
  if (prefix) for (let j = 0; j < m; j += 1) distance = Math.min(distance, previous[j] ?? distance);
  return distance <= max ? distance : null;
}
