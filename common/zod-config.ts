import { config, type $ZodRawIssue } from 'zod/v4/core';

/**
 * The i18n key of a rule a contract gave no key of its own (`z.string()` of a field, the object of
 * a body that is not one), so that no English text of zod reaches `fields` or a form: every
 * message is a key in both catalogues, and a contract's own key (`postForm.errors.titleMin`)
 * always wins over these. Every module in common/schemas takes `z` from common/zod.ts, which
 * imports this file, so the rule holds wherever a contract is used (docs/decisions/008-one-post-model.md).
 *
 * @example issueKey({ code: 'too_big', origin: 'string', maximum: 3, input: 'abcd' }) === 'validation.tooLong'
 */
export function issueKey(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'validation.required';
      return issue.expected === 'number' || issue.expected === 'int' ? 'validation.number' : 'validation.invalid';
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'bigint') return 'validation.outOfRange';
      if (Number(issue.minimum) <= 1) return 'validation.required';
      return issue.origin === 'string' ? 'validation.tooShort' : 'validation.invalid';
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'bigint') return 'validation.outOfRange';
      return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooMany';
    case 'invalid_value':
      return 'validation.choose';
    case 'unrecognized_keys':
      return 'errors.unknown_field';
    default:
      return 'validation.invalid';
  }
}

// zod compiles object parsers with `new Function` when it may, and finds out by trying once, when
// the first object schema is defined; the page's Content-Security-Policy (no 'unsafe-eval')
// refuses that and reports a violation on every load. The portal's schemas are small: parse
// without compiled code, and never try. Set on zod's core, for both its builds (common/zod.ts,
// common/zod-mini.ts), which import this file before they define a schema.
config({ customError: issueKey, jitless: true });
