/**
 * The prerendered home document's loader of the app (client/vite.config.ts, routeDocuments), inline in its head in
 * place of the bundle's script tag and its modulepreload links. The document is the page's first render already
 * (src/prerender.tsx): its first paint needs the stylesheet and the banner's art, not the scripts, which on a phone's
 * network would share the bandwidth with them (about 175 kB brotli). So the loader asks for the bundle once the
 * browser reports that first paint (its first-contentful-paint entry; where paint timing is unknown, after the first
 * frame), the entry and its static imports at once so they still download side by side. In a hidden tab, where
 * nothing is painted, it asks at once; and should no paint be reported within FALLBACK_MS, then. React's first render
 * in the browser then hydrates the painted markup, as before: only later, by about the time the first paint took.
 */
export const DEFERRED_ENTRY_FALLBACK_MS = 3000;

export function deferredEntryLoader(entry: string, preloads: readonly string[]): string {
  const load = [
    'if(done)return;done=true;var d=document,h=d.head;',
    `${JSON.stringify(preloads)}.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});`,
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.appendChild(s)`,
  ].join('');
  const afterPaint = [
    `setTimeout(load,${DEFERRED_ENTRY_FALLBACK_MS});`,
    "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){",
    "new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load,0)}}).observe({type:'paint',buffered:true});return}}catch(e){}",
    'requestAnimationFrame(function(){setTimeout(load,0)})',
  ].join('');
  return `(function(){var done=false;function load(){${load}}if(document.visibilityState!=='visible'||typeof requestAnimationFrame!=='function')return load();${afterPaint}})()`;
}
