import { Type, type StringOptions } from '@sinclair/typebox';

/** C0 and C1 control characters, DEL included: never part of text a person typed. */
const CONTROLS = '\\u0000-\\u001F\\u007F-\\u009F';
/** The same without tab, line feed and carriage return, which multi-line text keeps. */
const CONTROLS_BUT_LINE_BREAKS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
/**
 * Bidirectional embeddings, overrides and isolates, and zero-width characters: in a name they make two
 * different strings look alike or reverse what is shown.
 */
const INVISIBLES = '\\u061C\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF';

/** One line of text: no control character at all. */
export const TEXT_PATTERN = `^[^${CONTROLS}]*$`;
/** Multi-line text (inquiries, notes): line breaks and tabs, no other control character. */
export const MULTILINE_TEXT_PATTERN = `^[^${CONTROLS_BUT_LINE_BREAKS}]*$`;
/** A name shown to people (nickname): no control character, no bidi override, no zero-width character. */
export const NAME_PATTERN = `^[^${CONTROLS}${INVISIBLES}]*$`;

/** A string field of a request: refuses control characters (every request string of the contract is one of these three). */
export const Text = (options: Omit<StringOptions, 'pattern'> = {}) => Type.String({ ...options, pattern: TEXT_PATTERN });
export const MultilineText = (options: Omit<StringOptions, 'pattern'> = {}) => Type.String({ ...options, pattern: MULTILINE_TEXT_PATTERN });
export const NameText = (options: Omit<StringOptions, 'pattern'> = {}) => Type.String({ ...options, pattern: NAME_PATTERN });
