/**
 * A text the server wrote from a template, cut into its translated wording and its data (names, cities, hotels,
 * flight numbers): the client renders data parts with translate="no", so browser translators leave them alone and the
 * en-US check can tell untranslated wording from data (issue 15). Absent when the text has no data part.
 */
export interface TextPart {
  text: string;
  /** A parameter that is data: shown as written in every language. */
  data?: true;
}

/** A message row as the server answers it: its title and body also cut into parts when they carry data. */
export interface WithTextParts {
  titleParts?: TextPart[];
  contentParts?: TextPart[];
}
