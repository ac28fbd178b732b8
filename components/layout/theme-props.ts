/**
 * How next-themes is set up, and the script that applies the stored theme before first paint.
 *
 * next-themes writes its own inline script from a function's source text, which the build's minifier
 * rewrites, so its hash changes with every toolchain update and pages with a nonce policy would block
 * it. Ours is a fixed string whose hash lib/security/headers.ts allows; next-themes' copy is marked
 * inert (type text/plain) so it neither runs nor trips the policy.
 */
export const THEME_PROPS = {
  attribute: 'class',
  storageKey: 'theme',
  defaultTheme: 'system',
  enableSystem: true,
  // Not disableTransitionOnChange: it forces two full style recalculations on every page load.
  scriptProps: { type: 'text/plain' },
} as const;

/** Same effect as next-themes' script for THEME_PROPS: the class and colour-scheme of <html>. */
export const THEME_SCRIPT =
  "(function(){var d=document.documentElement,t;try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.classList.remove('light','dark');d.classList.add(t);d.style.colorScheme=t})()";
