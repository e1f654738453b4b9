// The inline script of the static first paint (scripts/prerender/prerenderPlugin.ts). It runs in <head> before the
// body is parsed and sets <html data-prerender>, which the prerender's CSS reads:
// - "signin" without a Supabase session in localStorage (sb-<ref>-auth-token), also the default when JavaScript is
//   off (the attribute is then missing and the sign-in form shows);
// - "dashboard" with a session on /admin, "shell" (top bar and menu, empty page) on the other pages of the layout;
// - "none" on the pages outside the layout (set or reset a password, sign up, /login with a session).
// It also marks a collapsed sidebar (cookie `sidebar:state=false`, src/layout/sidebarCookie.ts). ES5, no imports:
// its SHA-256 is in the Content-Security-Policy's script-src (scripts/securityHeaders.ts), so any change to it
// changes the hash, which the build computes.
// Then it loads the app: once the document is parsed and its first frame is on screen (the timeout after the
// second animation frame: the first frame's callbacks run before that frame is painted and presented, and a request
// that starts before the presented first paint is counted by Lighthouse's simulation into the first and largest
// paint, FCP 1.5 s instead of 0.75 s in some runs; at the latest after 200 ms, e.g. in a hidden tab, which paints
// none), it adds the module script that the build named in <meta name="app-entry">
// (scripts/prerender/deferEntryPlugin.ts). Without that meta (dev) nothing.
import { createHash } from 'node:crypto';

export const BOOT_SCRIPT =
  '(function(){var d=document.documentElement,v="signin";try{' +
  'var p=location.pathname.replace(/^\\/admin(?=\\/|$)/,"").replace(/\\/+$/,""),s=false;' +
  'for(var i=0;i<localStorage.length;i++){if(/^sb-.+-auth-token$/.test(localStorage.key(i)||""))s=true}' +
  'if(/^\\/(set-password|forgot-password|sign-up)(\\/|$)/.test(p))v="none";' +
  'else if(s)v=p===""?"dashboard":p==="/login"?"none":"shell";' +
  'if(/(^|;\\s*)sidebar:state=false/.test(document.cookie))d.setAttribute("data-sidebar","collapsed")' +
  '}catch(e){}d.setAttribute("data-prerender",v);' +
  'document.addEventListener("DOMContentLoaded",function(){' +
  'var m=document.querySelector(\'meta[name="app-entry"]\'),done=false;if(!m)return;' +
  'var load=function(){if(done)return;done=true;var s=document.createElement("script");' +
  's.type="module";s.crossOrigin="";s.src=m.getAttribute("content");document.head.appendChild(s)};' +
  'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})});' +
  'setTimeout(load,200)})})();';

/** The CSP source that allows exactly this inline script. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}
