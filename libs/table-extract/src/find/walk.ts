/** Document the iframe shows when it is same-origin and loaded, else null. */
function frameDocument(frame: Element): Document | null {
  try {
    return (frame as HTMLIFrameElement).contentDocument ?? null;
  } catch {
    return null;
  }
}

/**
 * Visits every element under `root` in document order, entering open shadow roots (at their host's
 * place) and same-origin iframes. `visit` returns false to skip an element's subtree.
 */
export function walkElements(root: ParentNode, visit: (el: Element) => boolean | void): void {
  const all = root.querySelectorAll('*');
  let skipUntil: Element | null = null;
  for (let i = 0; i < all.length; i++) {
    const el = all[i] as Element;
    if (skipUntil) {
      if (skipUntil.contains(el)) continue;
      skipUntil = null;
    }
    if (visit(el) === false) {
      skipUntil = el;
      continue;
    }
    const shadow = el.shadowRoot;
    if (shadow) walkElements(shadow, visit);
    const tag = el.tagName;
    if (tag === 'IFRAME' || tag === 'FRAME') {
      const doc = frameDocument(el);
      if (doc?.documentElement) walkElements(doc, visit);
    }
  }
}

/** What queryDeep looks for: elements of one tag name, and elements whose role attribute is one of `roles`. */
export interface DeepQuery {
  tag: string;
  roles: ReadonlySet<string>;
  /** Elements (other than table rows) of these roles are collected into `found` from the same pass, not returned. */
  aside?: { roles: ReadonlySet<string>; found: Element[] };
  /** More elements to return, found under each root by a query of their own (CSS grid tables); those of `tag` or `roles` are left to those. */
  extra?: (root: ParentNode) => Element[];
}

/** Native-index lookups where the root has them (documents and elements); a shadow root has only selector queries. */
function byTag(root: ParentNode, tag: string): ArrayLike<Element> {
  return 'getElementsByTagName' in root ? (root as Element).getElementsByTagName(tag) : root.querySelectorAll(tag);
}

/** `query`'s matches directly under `root` (not in shadow roots or frames), in document order. */
function queryLight(root: ParentNode, query: DeepQuery): Element[] {
  const tagged = Array.from(byTag(root, query.tag));
  // One '[role]' query and a value check cost a third of a selector list with one attribute-value selector per role.
  const tag = query.tag.toUpperCase();
  const aside = query.aside;
  const roled = Array.from(root.querySelectorAll('[role]')).filter((el) => {
    const role = el.getAttribute('role') ?? '';
    if (aside?.roles.has(role) && el.tagName !== 'TR') aside.found.push(el);
    return el.tagName !== tag && query.roles.has(role);
  });
  const extra = query.extra ? query.extra(root).filter((el) => el.tagName !== tag && !query.roles.has(el.getAttribute('role') ?? '')) : [];
  const lists = [tagged, roled, extra].filter((list) => list.length);
  if (lists.length < 2) return lists[0] ?? [];
  // 2 = DOCUMENT_POSITION_PRECEDING: b comes before a.
  return lists.flat().sort((a, b) => (a.compareDocumentPosition(b) & 2 ? 1 : -1));
}

/**
 * Elements under `root` matching `query`, in document order, including those inside open shadow roots (placed at
 * their host) and same-origin iframes (placed at the iframe). Uses native lookups; only the shadow-host scan touches
 * every element, with one property read each.
 */
export function queryDeep(root: ParentNode, query: DeepQuery): Element[] {
  const light = queryLight(root, query);
  const nested: { anchor: Element; found: Element[] }[] = [];
  // A live collection is cheaper to walk than a static NodeList of every element.
  const all = byTag(root, '*');
  for (let i = 0, n = all.length; i < n; i++) {
    const el = all[i] as Element;
    const shadow = el.shadowRoot;
    if (shadow) {
      const found = queryDeep(shadow, query);
      if (found.length) nested.push({ anchor: el, found });
    }
  }
  for (const tag of ['iframe', 'frame']) {
    const frames = byTag(root, tag);
    for (let i = 0; i < frames.length; i++) {
      const frame = frames[i] as Element;
      const doc = frameDocument(frame);
      if (!doc?.documentElement) continue;
      const found = queryDeep(doc, query);
      if (found.length) nested.push({ anchor: frame, found });
    }
  }
  if (!nested.length) return light;
  const anchored = [...light.map((el) => ({ anchor: el, found: [el] })), ...nested];
  // A host's shadow content comes after the host itself and before its light-DOM descendants.
  anchored.sort((a, b) => {
    if (a.anchor === b.anchor) return a.found[0] === a.anchor ? -1 : 1;
    // 4 = DOCUMENT_POSITION_FOLLOWING, 16 = DOCUMENT_POSITION_CONTAINED_BY (an ancestor comes first).
    return a.anchor.compareDocumentPosition(b.anchor) & (4 | 16) ? -1 : 1;
  });
  return anchored.flatMap((a) => a.found);
}
