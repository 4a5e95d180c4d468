/** True when editor HTML holds visible text or an image (Quill's empty value is <p><br></p>). */
export function hasBodyText(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "").length > 0;
}
