import { ALL_ERROR_CODES } from '@tablecrawler/contract';
import { en, ko } from './index';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

const koLeaves = leaves(ko as unknown as Tree);
const enLeaves = leaves(en as unknown as Tree);
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('i18n resources (meta-test)', () => {
  it('has every Korean key in English and every English key in Korean', () => {
    const missingInEn = [...koLeaves.keys()].filter((k) => !enLeaves.has(k));
    const missingInKo = [...enLeaves.keys()].filter((k) => !koLeaves.has(k));
    expect({ missingInEn, missingInKo }).toEqual({ missingInEn: [], missingInKo: [] });
  });

  it('has no empty text in either language', () => {
    const empty = [...koLeaves, ...enLeaves].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const differing = [...koLeaves].filter(([k, v]) => placeholders(v).join() !== placeholders(enLeaves.get(k) ?? '').join()).map(([k]) => k);
    expect(differing).toEqual([]);
  });

  it('gives every plural key an `_other` form (i18next falls back to it), in both languages', () => {
    const bases = [...koLeaves.keys()].filter((k) => /_(zero|one|two|few|many)$/.test(k)).map((k) => k.replace(/_[a-z]+$/, ''));
    expect(bases.length).toBeGreaterThan(0);
    expect(bases.filter((b) => !koLeaves.has(`${b}_other`) || !enLeaves.has(`${b}_other`))).toEqual([]);
  });

  it('translates every error code of the contract registry in both languages', () => {
    const missing = ALL_ERROR_CODES.flatMap((code) =>
      [['ko', koLeaves] as const, ['en', enLeaves] as const].filter(([, l]) => !l.has(`errors.${code}`)).map(([lng]) => `${lng}:errors.${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps keys in the `<namespace>.<screen>.<element>` shape (layout pieces are their own screen; errors are `errors.<code>`)', () => {
    const allowedDepths: Record<string, number[]> = { errors: [2], header: [2, 3], footer: [2, 3] };
    const wrong = [...koLeaves.keys()].filter((k) => {
      const parts = k.split('.');
      return !(allowedDepths[parts[0] ?? ''] ?? [3]).includes(parts.length);
    });
    expect(wrong).toEqual([]);
  });

  it('carries the English texts that the spec fixes word for word', () => {
    const fixed: Record<string, string> = {
      'docs.page.error': 'Error loading content.',
      'validation.password.mismatch': 'Passwords do not match.',
      'validation.signup.nicknameTooShort': 'Nickname must be at least 4 characters.',
      'validation.signin.emailRequired': 'please enter your email',
      'validation.signin.passwordRequired': 'please enter your password',
      'validation.email.invalid': 'Invalid email address.',
      'validation.signup.missing': 'Some required information is missing.',
      'validation.inquiry.titleTooShort': 'Title needs to be at least 2 characters.',
      'validation.inquiry.titleTooLong': "Title can't be longer than 100 characters.",
      'validation.inquiry.contentTooShort': 'Content is too short. Please enter at least 20 characters.',
      'pricing.page.unavailable': 'This item is currently unavailable for purchase.',
      'pricing.page.vatNotice': 'All prices exclude 10% VAT.',
      'auth.signin.failedCredentials': 'Please check your email or password.',
      'auth.signin.failedLocked': 'This account cannot be used.',
      'auth.signin.failedGeneric': 'Failed to sign in. Please try again later.',
      'user.profile.loadFailed': 'Failed to load user information.',
      'user.delete.activePass': "You can't delete this account right now. Please check if your pass has expired...",
      'errors.no_refresh_token': 'No refresh token',
      'errors.refresh_failed': 'Failed to refresh token',
      'errors.network_error': 'Network Error',
      'errors.aborted': 'Request aborted',
      'errors.timeout': 'timeout exceeded',
      'errors.httpStatus': 'Request failed with status code {{status}}',
    };
    const actual = Object.fromEntries(Object.keys(fixed).map((k) => [k, enLeaves.get(k)]));
    expect(actual).toEqual(fixed);
  });

  it('uses the spec defaults for the Korean header label and the expired marker', () => {
    expect(koLeaves.get('header.features')).toBe('서비스 소개');
    expect(koLeaves.get('user.profile.expired')).toBe('(만료)');
  });
});
