/**
 * A string that does not keep the string it was sliced from alive. V8 makes a slice of 13
 * or more characters a view into its parent, so a value kept for a whole run (a result's
 * data, a lock entry) would keep the whole file's text. Prefixing one character and slicing
 * it off again copies the characters (the concatenation is flattened first).
 */
export function own(v: string): string {
  return v.length < 13 ? v : ('\0' + v).slice(1);
}
