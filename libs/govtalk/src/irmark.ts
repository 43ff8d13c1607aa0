// IRmark (HMRC's "generic" body digest): integrations.md 2.6. The GovTalk Body element with the namespace
// declarations it inherits, without IRenvelope/IRheader/IRmark, in inclusive C14N 1.0; SHA-1; Base64 in the envelope,
// Base32 in HMRC's receipts.
import { createHash } from 'crypto';
import { Element, Node as XmlNode, XMLSerializer } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import { child, descendants, parseXml } from './xml';

export interface Irmark {
  base64: string;
  base32: string;
}

export class IrmarkError extends Error {}

/** Namespace declarations in scope at `element` from its ancestors (nearest wins), as xml-crypto wants them. */
function inheritedNamespaces(element: Element): { prefix: string; namespaceURI: string }[] {
  const found = new Map<string, string>();
  for (let n = element.parentNode as Element | null; n && n.nodeType === XmlNode.ELEMENT_NODE; n = n.parentNode as Element | null) {
    for (let i = 0; i < n.attributes.length; i += 1) {
      const a = n.attributes.item(i)!;
      const prefix = a.name === 'xmlns' ? '' : a.name.startsWith('xmlns:') ? a.name.slice(6) : null;
      if (prefix !== null && !found.has(prefix)) found.set(prefix, a.value);
    }
  }
  return [...found].filter(([prefix]) => prefix !== '').map(([prefix, namespaceURI]) => ({ prefix, namespaceURI }));
}

function stripComments(e: Element): void {
  for (let n = e.firstChild; n; ) {
    const next = n.nextSibling;
    if (n.nodeType === XmlNode.COMMENT_NODE) e.removeChild(n);
    else if (n.nodeType === XmlNode.ELEMENT_NODE) stripComments(n as Element);
    n = next;
  }
}

/** The canonical bytes the IRmark is the digest of (exported for tests and diagnostics). */
export function irmarkCanonicalBody(envelopeXml: string): string {
  const root = parseXml(envelopeXml);
  const body = child(root, 'Body');
  if (!body) throw new IrmarkError('The GovTalk message has no Body');
  for (const mark of descendants(body, 'IRmark')) mark.parentNode?.removeChild(mark);
  stripComments(body);
  return new C14nCanonicalization().process(body as unknown as Node, {
    defaultNs: '',
    ancestorNamespaces: inheritedNamespaces(body),
  });
}

/** Computes the IRmark of a GovTalk message (any IRmark already in it is ignored). */
export function computeIrmark(envelopeXml: string): Irmark {
  const digest = createHash('sha1').update(irmarkCanonicalBody(envelopeXml), 'utf8').digest();
  return { base64: digest.toString('base64'), base32: base32(digest) };
}

/** The message with its `IRmark` element filled in (the element must exist, empty or not). */
export function withIrmark(envelopeXml: string): string {
  const mark = computeIrmark(envelopeXml).base64;
  let replaced = 0;
  const out = envelopeXml.replace(/(<(?:\w+:)?IRmark\b[^>]*?)(?:\/>|>[^<]*(<\/(?:\w+:)?IRmark>))/, (_m, open: string, close?: string) => {
    replaced += 1;
    return close ? `${open}>${mark}${close}` : `${open}>${mark}</IRmark>`;
  });
  if (!replaced) throw new IrmarkError('The GovTalk message has no IRmark element to fill');
  return out;
}

/** The IRmark the message carries, null when it has none. */
export function statedIrmark(envelopeXml: string): string | null {
  const body = child(parseXml(envelopeXml), 'Body');
  const mark = body ? descendants(body, 'IRmark')[0] : undefined;
  return mark ? (mark.textContent ?? '').trim() : null;
}

/** True when the message's IRmark is the one its Body gives. */
export function verifyIrmark(envelopeXml: string): boolean {
  const stated = statedIrmark(envelopeXml);
  return !!stated && stated === computeIrmark(envelopeXml).base64;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** RFC 4648 Base32 (HMRC quotes the IRmark this way in receipts). */
export function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  while (out.length % 8) out += '=';
  return out;
}

export const serializeXml = (node: XmlNode) => new XMLSerializer().serializeToString(node);
