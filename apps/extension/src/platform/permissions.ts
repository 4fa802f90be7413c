import browser from 'webextension-polyfill';

/** The match pattern granting one origin (any path), e.g. `https://shop.example/*`; null for non-web URLs. */
export function originPattern(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? `${u.protocol}//${u.hostname}/*` : null;
  } catch {
    return null;
  }
}

/**
 * Asks for the optional host permission of the page's origin (Chrome shows a prompt the first time). Must run in
 * the click handler of an extension page: permissions.request needs the user's gesture. The user can revoke it in
 * the extension's site access settings, or through `revokeOrigin`.
 */
export async function requestOrigin(url: string): Promise<boolean> {
  const pattern = originPattern(url);
  if (!pattern) return false;
  return browser.permissions.request({ origins: [pattern] });
}

export async function hasOrigin(url: string): Promise<boolean> {
  const pattern = originPattern(url);
  return pattern ? browser.permissions.contains({ origins: [pattern] }) : false;
}

export async function revokeOrigin(url: string): Promise<boolean> {
  const pattern = originPattern(url);
  return pattern ? browser.permissions.remove({ origins: [pattern] }) : false;
}
