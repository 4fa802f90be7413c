import Ajv, { type Options as AjvOptions } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { ERROR_CODES, type ErrorDetail } from '@tablecrawler/contract';

// TypeBox objects do not declare `additionalProperties: false`, so ajv's `removeAdditional: true`
// would keep undeclared fields; 'all' drops every property a schema does not declare (contract
// request schemas have no unions of objects, where 'all' would misbehave).
const shared: AjvOptions = { removeAdditional: 'all', useDefaults: true, allErrors: false, strict: false };

/**
 * Bodies are validated as sent (no coercion); querystring, params and headers arrive as text, so
 * their ajv coerces scalars (`?page=2` → 2).
 */
export function createValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const bodyAjv = addFormats(new Ajv({ ...shared, coerceTypes: false }));
  const textAjv = addFormats(new Ajv({ ...shared, coerceTypes: 'array' }));
  return ({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object);
}

const KEYWORD_CODES: Record<string, string> = {
  minLength: ERROR_CODES.stringTooShort,
  maxLength: ERROR_CODES.stringTooLong,
};

/** ajv errors → `details` of a 400 `validation_error`: one entry per field, dotted paths. */
export function validationDetails(errors: readonly FastifySchemaValidationError[], part: string | undefined): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const e of errors) {
    const segments = e.instancePath
      .split('/')
      .filter(Boolean)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const missing = (e.params as { missingProperty?: unknown }).missingProperty;
    if (e.keyword === 'required' && typeof missing === 'string') segments.push(missing);
    const field = segments.join('.') || part || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    details.push({ field, code: KEYWORD_CODES[e.keyword] ?? ERROR_CODES.valueError, message: e.keyword === 'required' ? 'is required' : (e.message ?? 'is invalid') });
  }
  return details;
}
