/**
 * How guessable a password is, judged the same way by the API (which refuses weak ones) and
 * the web app (which shows the strength while it is typed, loading this module on demand: its
 * dictionaries are large). zxcvbn-ts with its common dictionary: 49,000 leaked passwords by
 * frequency, keyboard patterns, sequences, repeats, dates, l33t spellings.
 */
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn's 0..4; 3 is "safely unguessable" (at least 10^8 guesses). */
export const MIN_PASSWORD_SCORE = 3;
/** A password among this many most common ones is refused whatever its score. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

export type PasswordStrength = {
  /** 0 (very weak) to 4 (very strong). */
  score: 0 | 1 | 2 | 3 | 4;
  /** Why the password is refused, as a sentence; null when it is strong enough. */
  problem: string | null;
};

let factory: ZxcvbnFactory | null = null;
const estimator = () => (factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

const REASONS: Record<string, string> = {
  straightRow: 'it is a row of keys on the keyboard',
  keyPattern: 'it is a pattern of keys on the keyboard',
  simpleRepeat: 'it repeats the same characters',
  extendedRepeat: 'it repeats the same group of characters',
  sequences: 'it is a sequence such as abcd or 1234',
  recentYears: 'it is built on a recent year',
  dates: 'it is built on a date',
  topTen: 'it is one of the ten most used passwords',
  topHundred: 'it is one of the hundred most used passwords',
  common: 'it is a commonly used password',
  similarToCommon: 'it is a commonly used password with small changes',
  wordByItself: 'it is a single word',
  namesByThemselves: 'it is a name',
  commonNames: 'it is a common name',
  userInputs: 'it is built on your name, your email address or the product’s name',
  pwned: 'it has appeared in leaked passwords',
};

/** True when the whole password is (a variant of) one of the most common passwords. */
const isAmongMostCommon = (result: ZxcvbnResult, length: number) =>
  result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      match.dictionaryName === 'passwords-common' &&
      match.i === 0 &&
      match.j === length - 1 &&
      match.rank <= COMMON_PASSWORDS_REFUSED,
  );

/** The words a password must not be built on: each input, and each part of an email or name. */
const contextWordsOf = (userInputs: readonly string[]) =>
  [...new Set(userInputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]))].filter(
    (word) => word.length >= 3,
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What is left of a password once the context words are taken out (case aside), or null when it
 * holds none. `ValeRobin1!` for Robin Vale leaves `1!`: the words added no strength of their own.
 */
function withoutContextWords(password: string, words: readonly string[]) {
  const longestFirst = [...words].sort((a, b) => b.length - a.length).map(escapeRegExp);
  if (longestFirst.length === 0) return null;
  const rest = password.replace(new RegExp(longestFirst.join('|'), 'giu'), '');
  return rest === password ? null : rest;
}

const builtOnContext = (score: PasswordStrength['score']): PasswordStrength => ({
  score: Math.min(score, MIN_PASSWORD_SCORE - 1) as PasswordStrength['score'],
  problem: `This password is too easy to guess: ${REASONS.userInputs}. A few unrelated words together make a strong one.`,
});

/**
 * Judges a password; `userInputs` (the product's name, the person's email and names) count as
 * easy to guess, and a password that is one of them plus a weak rest (`homekeep123`) is refused.
 * Whitespace-only and other trivial passwords score 0.
 */
export function judgePassword(password: string, userInputs: string[] = []): PasswordStrength {
  const words = contextWordsOf(userInputs);
  const result = estimator().check(password, words);
  const score = result.score as PasswordStrength['score'];
  if (isAmongMostCommon(result, password.length)) {
    return {
      score,
      problem: `This password is one of the ${COMMON_PASSWORDS_REFUSED.toLocaleString('en-US')} most common passwords. Choose another one.`,
    };
  }
  const rest = withoutContextWords(password, words);
  if (rest !== null && estimator().check(rest).score < MIN_PASSWORD_SCORE) {
    return builtOnContext(score);
  }
  if (score >= MIN_PASSWORD_SCORE) return { score, problem: null };
  const warning = result.feedback.warning ?? '';
  const reason = REASONS[warning] ?? 'it is too easy to guess';
  return {
    score,
    problem: `This password is too easy to guess: ${reason}. A few unrelated words together make a strong one.`,
  };
}
