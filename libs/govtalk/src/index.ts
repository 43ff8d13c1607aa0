export * from './envelope';
export * from './irmark';
export * from './response';
export * from './client';
export { XmlParseError, parseXml, child, children, text, escapeXml } from './xml';
