/* The script right after the first view's markup (scripts/build-web.js): puts the chosen
   language's first view in the page, to be painted while the core and the bundle are still on
   their way; page.js takes it over. */
import { showFirstView } from './page-lang.js';

showFirstView(document);
