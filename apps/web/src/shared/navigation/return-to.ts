import { useSearchParams } from 'react-router';

/** Query parameter naming the in-site path to return to after signing in or signing up. */
export const RETURN_TO_PARAM = 'next';

const SITE = 'https://site.invalid';

/**
 * The same-site path (`/path?query#hash`) that `raw` names, or null for anything that could leave the site:
 * absolute or protocol-relative URLs (`//evil`, `/\evil`), other schemes, control characters, relative paths.
 */
export function toReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return null;
  }
  // A dot segment can collapse to `//host` after normalisation, which a router could treat as another site.
  if (url.origin !== SITE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `?next=<returnTo>` appended when `returnTo` is a same-site path; `path` unchanged otherwise. */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const safe = toReturnPath(returnTo);
  if (!safe) return path;
  return `${path}?${new URLSearchParams({ [RETURN_TO_PARAM]: safe }).toString()}`;
}

/** The validated `next` parameter of the current location, or null when absent or not a same-site path. */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return toReturnPath(params.get(RETURN_TO_PARAM));
}
