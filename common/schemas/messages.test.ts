import { describe, expect, it } from 'vitest';
import type { z } from '#common/zod.ts';
import type { zMini } from '#common/zod-mini.ts';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import {
  ZChangePasswordForm,
  ZNewPasswordForm,
  ZPhoneSignInRequest,
  ZRequestResetForm,
  ZSignInForm,
  ZSignUpRequest,
  ZTwoFactorCodeForm,
} from './auth.ts';
import { ZPostListQuery, ZVendorListQuery } from './catalogue.ts';
import { ZCreateEnquiryRequest } from './enquiries.ts';
import { ZUpdateProfileRequest } from './profiles.ts';
import { ZUploadImageRequest } from './uploads.ts';

/** A request contract, written with zod's full build or its small one (auth.ts). */
type Contract = z.ZodType | zMini.ZodMiniType;

function lookup(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

const long = 'x'.repeat(5000);

// Each request contract with input that breaks every rule it has: wrong types, too long, too short,
// unknown choices. Every message must be a key with a text in both catalogues.
const cases: Array<[string, Contract, unknown[]]> = [
  [
    'sign-up',
    ZSignUpRequest,
    [
      { fullName: long, businessName: long, businessType: 'x', email: long, phone: 'x', governorate: 'x', password: 'a', locale: 'fr' },
      { fullName: 1, businessName: 1, businessType: 1, email: 1, phone: 1, governorate: 1, password: 1, locale: 1 },
      {},
    ],
  ],
  ['sign-in form', ZSignInForm, [{}, { identifier: 1, password: 1 }]],
  ['phone sign-in', ZPhoneSignInRequest, [{}, { phoneNumber: long, password: long, rememberMe: 'x', callbackURL: 1 }]],
  ['reset request', ZRequestResetForm, [{}, { email: 'x' }]],
  ['new password', ZNewPasswordForm, [{}, { password: 'abcdefgh1', confirm: 'other' }]],
  ['change password', ZChangePasswordForm, [{}, { currentPassword: '', password: long, confirm: 1 }]],
  ['two-factor code', ZTwoFactorCodeForm, [{}, { code: long }, { code: '1' }]],
  [
    'post list',
    ZPostListQuery,
    [
      { category: 'Not A Slug', subcategory: long, governorate: 'x', currency: 'GBP', minPrice: 'x', maxPrice: '-1', verified: 'maybe', seller: long, cursor: long, limit: '1000' },
      { minPrice: '10', maxPrice: '5', limit: '0', seller: '' },
    ],
  ],
  ['vendor list', ZVendorListQuery, [{ q: long, governorate: 'x', category: '', verified: 'x', cursor: long }]],
  ['enquiry', ZCreateEnquiryRequest, [{}, { title: 'a', description: 'b' }, { title: long, description: long }]],
  [
    'profile',
    ZUpdateProfileRequest,
    [
      { fullName: long, businessName: long, businessType: 'x', companyDescription: long, governorate: 'x', address: long, phone: 'x', whatsapp: long, website: 'not a site', avatarUrl: long },
      { fullName: '', businessName: 1, companyDescription: 1, address: 1, website: 1, avatarUrl: 1 },
    ],
  ],
  ['upload', ZUploadImageRequest, [{ folder: 'x' }]],
];

describe('request contracts', () => {
  it.each(cases)('%s: every message is an i18n key with a text in both catalogues', (_name, schema, inputs) => {
    for (const input of inputs) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) {
        expect(typeof lookup(en, issue.message), `${issue.path.join('.')}: ${issue.message}`).toBe('string');
        expect(typeof lookup(ar, issue.message), `${issue.path.join('.')}: ${issue.message}`).toBe('string');
      }
    }
  });
});

// Every exported request contract, found by name: `…Query`, `…Request`, `…Input`, `…Param`,
// `…Form` (the other exports describe answers, which the server writes and no user types).
const modules = import.meta.glob<Record<string, unknown>>('./*.ts', { eager: true });
const contracts = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, Contract] => /^Z\w+(Query|Request|Input|Param|Form)$/.test(entry[0]) && isSchema(entry[1]))
    .map(([name, schema]) => [`${file.slice(2)} ${name}`, schema] as const),
);

function isSchema(value: unknown): value is Contract {
  return typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;
}

/** Values of the wrong type, empty, out of range, too long or of a date that does not exist. */
const WRONG = [undefined, null, true, -1, 1.5, 0, 'x', '', ' ', 'x'.repeat(100_001), '2026-02-30', {}, []];

/** Inputs that break a schema in every way reachable from its shape, nested fields included. */
function badInputs(schema: Contract, depth = 0): unknown[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (depth > 4) return WRONG;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return badInputs(def.innerType as Contract, depth + 1);
    case 'pipe':
      return [...badInputs(def.in as Contract, depth + 1), ...badInputs(def.out as Contract, depth + 1)];
    case 'array':
      return [...WRONG, ...badInputs(def.element as Contract, depth + 1).map((item) => [item]), Array.from({ length: 1000 }, () => 'x')];
    case 'union':
      return [...WRONG, ...(def.options as Contract[]).flatMap((option) => badInputs(option, depth + 1))];
    case 'object': {
      const shape = def.shape as Record<string, Contract>;
      // A member of a discriminated union is reached only with its own literal.
      const literals = Object.fromEntries(
        Object.entries(shape).flatMap(([key, field]) => {
          const fieldDef = field._zod.def as unknown as { type: string; values?: unknown[] };
          return fieldDef.type === 'literal' && fieldDef.values?.length === 1 ? [[key, fieldDef.values[0]]] : [];
        }),
      );
      return [
        ...WRONG,
        literals,
        ...Object.entries(shape).flatMap(([key, field]) => badInputs(field, depth + 1).map((value) => ({ ...literals, [key]: value }))),
      ];
    }
    default:
      return WRONG;
  }
}

describe('every exported request contract', () => {
  it('includes the query contracts of every list', () => {
    const names = contracts.map(([name]) => name.split(' ')[1]);
    for (const name of ['ZPageQuery', 'ZAdminUserQuery', 'ZSynonymQuery', 'ZCommunityListQuery', 'ZFavoriteListQuery', 'ZAdminVerificationQuery', 'ZVendorListQuery']) {
      expect(names).toContain(name);
    }
  });

  it.each(contracts.filter(([, schema]) => isSchema((schema as z.ZodObject).shape?.cursor)))('%s: a bad cursor is validation.cursor', (_name, schema) => {
    for (const cursor of [1, 'x'.repeat(301)]) {
      const issues = schema.safeParse({ tab: 'products', kind: 'product', cursor }).error?.issues ?? [];
      expect(issues.filter((issue) => issue.path[0] === 'cursor').map((issue) => issue.message)).toEqual(['validation.cursor']);
    }
  });

  it.each(contracts)('%s: every message of bad input is an i18n key with a text in both catalogues', (_name, schema) => {
    const wrong = new Set<string>();
    for (const input of badInputs(schema)) {
      const result = schema.safeParse(input);
      for (const issue of result.error?.issues ?? []) {
        if (typeof lookup(en, issue.message) !== 'string' || typeof lookup(ar, issue.message) !== 'string') {
          wrong.add(`${issue.path.join('.') || '(root)'}: ${issue.message}`);
        }
      }
    }
    expect([...wrong]).toEqual([]);
  });
});
