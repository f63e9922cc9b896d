/**
 * Optimal-string-alignment distance (Damerau–Levenshtein with adjacent transpositions) between `word`
 * and `term`, giving up as soon as every alignment costs more than `max`: the search only ever asks
 * "is this within 1 or 2?". With `prefixes`, the distance to the closest beginning of `term` counts
 * too, so a typo in a word still being typed or inflected ("laboratorjsk" for "laboratorijskih") is found.
 */
// Three reused rows: the search grades thousands of words per keystroke, so it allocates nothing per word.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

export function editDistance(word: string, term: string, max: number, prefixes = false): number {
  const n = word.length;
  // Columns past n + max can never bring the distance back within max.
  const m = Math.min(term.length, n + max);
  if (!prefixes && term.length - n > max) return max + 1;
  if (n - m > max) return max + 1;
  if (rows[0]!.length <= m) rows = rows.map(() => new Int32Array(m + 1));
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    const letter = word.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cost = letter === term.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        letter === term.charCodeAt(j - 2) &&
        word.charCodeAt(i - 2) === term.charCodeAt(j - 1)
      ) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const oldest = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = oldest;
  }
  if (!prefixes) return previous[m]!;
  let best = max + 1;
  for (let j = Math.max(0, n - max); j <= m; j++) best = Math.min(best, previous[j]!);
  return best;
}

/** How many typos a query word of this length may carry: none below 4 letters, one from 4, two from 8. */
export function typoAllowance(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}
