// The inline script of the static first paint (scripts/prerender/prerenderPlugin.ts). It runs in <head> before the
// body is parsed and sets <html data-prerender>, which the prerender's CSS reads:
// - "signin" without a Supabase session in localStorage (sb-<ref>-auth-token), also the default when JavaScript is
//   off (the attribute is then missing and the sign-in form shows);
// - "dashboard" with a session on /admin, "shell" (top bar and menu, empty page) on the other pages of the layout;
// - "none" on the pages outside the layout (set or reset a password, sign up, /login with a session).
// It also marks a collapsed sidebar (cookie `sidebar:state=false`, src/layout/sidebarCookie.ts). ES5, no imports:
// its SHA-256 is in the Content-Security-Policy's script-src (scripts/securityHeaders.ts), so any change to it
// changes the hash, which the build computes.
import { createHash } from 'node:crypto';

export const BOOT_SCRIPT =
  '(function(){var d=document.documentElement,v="signin";try{' +
  'var p=location.pathname.replace(/^\\/admin(?=\\/|$)/,"").replace(/\\/+$/,""),s=false;' +
  'for(var i=0;i<localStorage.length;i++){if(/^sb-.+-auth-token$/.test(localStorage.key(i)||""))s=true}' +
  'if(/^\\/(set-password|forgot-password|sign-up)(\\/|$)/.test(p))v="none";' +
  'else if(s)v=p===""?"dashboard":p==="/login"?"none":"shell";' +
  'if(/(^|;\\s*)sidebar:state=false/.test(document.cookie))d.setAttribute("data-sidebar","collapsed")' +
  '}catch(e){}d.setAttribute("data-prerender",v)})();';

/** The CSP source that allows exactly this inline script. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}
