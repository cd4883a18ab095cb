import { err, ok, type Result } from '@santorini/engine';

/**
 * Splits a command line into words the way a POSIX shell would for plain words: spaces separate,
 * '…' keeps everything literally, "…" keeps spaces (a backslash escapes " and \ inside), and a
 * backslash outside quotes escapes the next character. No variables, globs or pipes: the words
 * are given to the program as they are, without a shell.
 */
export function commandWords(line: string): Result<string[], string> {
  const words: string[] = [];
  let word = '';
  /** A word has begun, maybe an empty one (`''`). */
  let inWord = false;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line.charAt(i);
    const following = line.charAt(i + 1);
    if (quote === "'") {
      if (c === "'") quote = null;
      else word += c;
    } else if (quote === '"') {
      if (c === '"') quote = null;
      else if (c === '\\' && (following === '"' || following === '\\')) word += line.charAt(++i);
      else word += c;
    } else if (c === ' ' || c === '\t') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      inWord = true;
      if (c === "'" || c === '"') quote = c;
      else if (c === '\\' && i + 1 < line.length) word += line.charAt(++i);
      else word += c;
    }
  }
  if (quote !== null) return err(`unclosed ${quote} in the command line`);
  if (inWord) words.push(word);
  if (words.length === 0) return err('the command line is empty');
  return ok(words);
}
