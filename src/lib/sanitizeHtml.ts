import DOMPurify from 'dompurify';

const SAFE_URL = /^(?:https?:|mailto:|\/|#)/i;

/** Removes scripts, event handlers, frames and unsafe links from editor HTML before it is stored or shown. */
export function sanitizeHtml(html: string): string {
  const purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
    }
    if (node.tagName === 'A' && node.getAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'iframe', 'object', 'embed', 'form', 'input', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
}
