import DOMPurify from 'dompurify';

const SAFE_URL = /^(?:https?:|mailto:|\/|#)/i;
/** An <img> (a picture the editor inserted, usually from Storage's public URL) keeps only these. */
const IMAGE_ATTRIBUTES = new Set(['src', 'alt', 'title', 'width', 'height']);

/** Removes scripts, event handlers, frames and unsafe links from editor HTML before it is stored or shown. */
export function sanitizeHtml(html: string): string {
  const purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
    }
    if (node.tagName === 'A' && node.getAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
    if (node.tagName === 'IMG') {
      for (const name of node.getAttributeNames())
        if (!IMAGE_ATTRIBUTES.has(name)) node.removeAttribute(name);
      if (!node.getAttribute('src')) node.remove();
    }
  });
  return purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'iframe', 'object', 'embed', 'form', 'input', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
}
