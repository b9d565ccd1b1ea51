/**
 * Text in SVG (XML 1.0) from anything a user typed or a file held: markup characters escaped,
 * and characters XML 1.0 does not allow at all (C0 controls but tab, newline and return; lone
 * surrogates; U+FFFE and U+FFFF) replaced by U+FFFD, so the document is always well-formed.
 */
export function escapeXml(s: string): string {
  return s
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
