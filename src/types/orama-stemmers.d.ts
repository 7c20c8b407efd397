// @orama/stemmers publishes its languages only through package "exports", which the project's module resolution
// ("node", for Gatsby's CommonJS build) does not read; Node, jest and webpack resolve them. Its own types, per language.
declare module '@orama/stemmers/english' {
  export function stemmer(word: string): string;
}
declare module '@orama/stemmers/french' {
  export function stemmer(word: string): string;
}
declare module '@orama/stemmers/spanish' {
  export function stemmer(word: string): string;
}
declare module '@orama/stemmers/russian' {
  export function stemmer(word: string): string;
}
