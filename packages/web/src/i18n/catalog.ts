/** A language's words: keys to strings, grouped by part of the app. */
export interface Catalog {
  readonly [key: string]: string | Catalog;
}
