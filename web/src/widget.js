/* Entry point of dist/elo-widget.js: registers <elo-calculator> with the core and the styles
   built in ('elo-widget-css' is a module scripts/build-web.js makes at build time). */
import css from 'elo-widget-css';
import { loadCore } from './core.js';
import { define } from './element.js';

if (typeof customElements !== 'undefined') {
  define({ loadCore, css, registry: customElements, print: () => window.print() });
}
