/**
 * A mailto: address with subject and body prefilled (RFC 6068). encodeURIComponent, not
 * URLSearchParams: a mail program reads '+' as a plus sign, not as a space.
 */
export function mailtoLink(to: string, fields: { subject: string; body: string }): string {
  // Mail programs expect CRLF line breaks in a prefilled body.
  const body = fields.body.replace(/\r?\n/g, '\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(fields.subject)}&body=${encodeURIComponent(body)}`;
}
