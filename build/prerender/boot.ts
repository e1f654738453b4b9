// The inline script of the static first paint (build/prerender/prerenderPlugin.ts). It runs in <head> before the
// body is parsed and sets <html data-prerender>, which the prerender's CSS reads:
// - "signin" without a Supabase session in localStorage (sb-<ref>-auth-token), also the default when JavaScript is
//   off (the attribute is then missing and the sign-in form shows);
// - "dashboard" with a session on /admin, "shell" (top bar and menu, empty page) on the other pages of the layout;
// - "none" on the pages outside the layout (set or reset a password, sign up, /login with a session).
// It also marks a collapsed sidebar (cookie `sidebar:state=false`, src/layout/sidebarCookie.ts). ES5, no imports:
// its SHA-256 is in the Content-Security-Policy's script-src (build/securityHeaders.ts), so any change to it
// changes the hash, which the build computes.
// Then it loads the app: once the document is parsed and its first paint has been presented (the browser's first
// `paint` performance entry; animation frames are no sign of it: while Chrome holds the first paint of a
// navigation, frames run unpainted), it adds the module script that the build named in <meta name="app-entry">
// (build/prerender/prerenderPlugin.ts). Lighthouse's simulation counts every request started before the first
// paint into the first and largest paint: a bundle requested a few milliseconds early made the mobile FCP 1.4 s
// instead of 0.7 s in some runs. At the latest after 1 s (a hidden tab paints nothing); at once where there is no
// static first paint ("none") and on the layout's other pages ("shell": a list or form opened by URL, which waits
// for its data, not for a paint; the wait for the paint cost the reviews list by URL 0.3–0.5 s on a throttled
// tablet, issue 36; Lighthouse measures the sign-in page and the dashboard). Without that meta (dev) nothing.
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
  'if(v==="none"||v==="shell")return load();' +
  'try{new PerformanceObserver(function(l,o){o.disconnect();setTimeout(load,0)}).observe({type:"paint",buffered:true})}' +
  'catch(e){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})})}' +
  'setTimeout(load,1000)})})();';

/** The CSP source that allows exactly this inline script. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}
