/* The one way the page and the element reach the rating core and the strings. 'elo-core' is a
   module scripts/build-web.js makes for each: the element's holds the core itself; the page's
   hands over the core its first script started, so that the module compiles while the page is
   still being parsed. */
import startCore from 'elo-core';
import { loadLocales } from './locales.js';

let loading = null;

/** The core and every language's strings, [core, locales], once both are there (started once
    for every caller). */
export function loadCore() {
  if (!loading) loading = Promise.all([startCore(), loadLocales()]);
  return loading;
}
