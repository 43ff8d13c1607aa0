// Small XML helpers over @xmldom/xmldom (namespace-agnostic lookups by local name: GovTalk replies mix namespaces).
import { DOMParser, Element, Node as XmlNode } from '@xmldom/xmldom';

export class XmlParseError extends Error {}

/** Parses a document; throws XmlParseError for anything that is not well-formed XML. */
export function parseXml(xml: string): Element {
  let fatal: string | null = null;
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') fatal ??= message;
    },
  }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (fatal || !root) throw new XmlParseError(fatal ?? 'No root element');
  return root;
}

export function childElements(parent: Element | null | undefined): Element[] {
  if (!parent) return [];
  const out: Element[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) if (n.nodeType === XmlNode.ELEMENT_NODE) out.push(n as Element);
  return out;
}

/** The first child element with this local name (path of local names, e.g. child(root, 'Header', 'MessageDetails')). */
export function child(parent: Element | null | undefined, ...path: string[]): Element | null {
  let current: Element | null | undefined = parent;
  for (const name of path) {
    current = childElements(current).find((e) => e.localName === name) ?? null;
    if (!current) return null;
  }
  return current ?? null;
}

export function children(parent: Element | null | undefined, name: string): Element[] {
  return childElements(parent).filter((e) => e.localName === name);
}

export function text(parent: Element | null | undefined, ...path: string[]): string | null {
  const node = path.length ? child(parent, ...path) : parent;
  return node ? (node.textContent ?? '').trim() : null;
}

/** Every descendant element with this local name, document order. */
export function descendants(root: Element, name: string): Element[] {
  const out: Element[] = [];
  const walk = (e: Element) => {
    for (const c of childElements(e)) {
      if (c.localName === name) out.push(c);
      walk(c);
    }
  };
  walk(root);
  return out;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
